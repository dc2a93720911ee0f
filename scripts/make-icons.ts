/**
 * Draws the app icons (the favicon's bolt on indigo) as PNGs for the web app manifest:
 * `npx tsx scripts/make-icons.ts` writes src/web/public/icons/. Plain zlib, no image library.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BOLT: Array<[number, number]> = [
  [9, 17],
  [14, 8],
  [14, 15],
  [19, 15],
  [14, 24],
  [14, 17],
];
const INDIGO = [0x4f, 0x46, 0xe5];

function inside(x: number, y: number, polygon: Array<[number, number]>): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels in a 32-unit design space, 4×4 supersampled. Maskable: full bleed, bolt at 70%. */
function draw(size: number, maskable: boolean): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const x = ((px + (sx + 0.5) / 4) / size) * 32;
          const y = ((py + (sy + 0.5) / 4) / size) * 32;
          if (!maskable && !inRoundedSquare(x, y, 8)) continue;
          bg++;
          if (inside(16 + (x - 16) / scale, 16 + (y - 16) / scale, BOLT)) fg++;
        }
      }
      const at = (py * size + px) * 4;
      const white = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c++)
        pixels[at + c] = Math.round(INDIGO[c] * (1 - white) + 255 * white);
      pixels[at + 3] = Math.round((bg / 16) * 255);
    }
  }
  return pixels;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++)
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = 'src/web/public/icons';
mkdirSync(out, { recursive: true });
for (const size of [192, 512])
  writeFileSync(`${out}/icon-${size}.png`, png(size, draw(size, false)));
writeFileSync(`${out}/maskable-512.png`, png(512, draw(512, true)));
writeFileSync(`${out}/apple-touch-icon.png`, png(180, draw(180, true)));
