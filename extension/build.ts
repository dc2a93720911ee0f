// `npm run build`, last step: the browser extension (extension/) for Chrome and Edge, and for
// Firefox, unpacked in dist-extension/<target>/ (what the browser tests load) and zipped in
// dist/extension/ (what Settings offers for download, served by the app like its other files).
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { build, type InlineConfig } from 'vite';
import { EXTENSION_DOWNLOADS } from '../src/shared/extension/version';
import { manifestFor, type Target } from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts: string[]) => path.join(root, ...parts);
const alias = { '@': at('src') };
const staging = at('dist-extension', '.staging');

/** Each script as one classic file: content scripts cannot be ES modules. */
const scripts = {
  background: 'extension/src/background/index.ts',
  watcher: 'extension/src/content/watcher.ts',
  'page-hook': 'extension/src/content/page-hook.ts',
};

const quiet: InlineConfig = { configFile: false, logLevel: 'warn', resolve: { alias } };

async function buildScripts() {
  for (const [name, entry] of Object.entries(scripts)) {
    await build({
      ...quiet,
      build: {
        outDir: staging,
        emptyOutDir: false,
        target: 'es2022',
        minify: true,
        lib: {
          entry: at(entry),
          formats: ['iife'],
          name: name.replace('-', '_'),
          fileName: () => `${name}.js`,
        },
      },
    });
  }
}

async function buildPopup() {
  await build({
    ...quiet,
    root: at('extension/src/popup'),
    base: './',
    plugins: [react(), tailwindcss()],
    build: { outDir: path.join(staging, 'popup'), emptyOutDir: true, target: 'es2022' },
  });
}

/** Every file under `dir`, by its path inside it, for the zip. */
function filesOf(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesOf(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

function pack(target: Target, download: string) {
  const dir = at('dist-extension', target);
  rmSync(dir, { recursive: true, force: true });
  cpSync(staging, dir, { recursive: true });
  mkdirSync(path.join(dir, 'icons'), { recursive: true });
  cpSync(at('src/web/public/icons/icon-192.png'), path.join(dir, 'icons/icon-192.png'));
  writeFileSync(
    path.join(dir, 'manifest.json'),
    `${JSON.stringify(manifestFor(target), null, 2)}\n`,
  );
  const zipFile = at('dist', download.replace(/^\//, ''));
  mkdirSync(path.dirname(zipFile), { recursive: true });
  writeFileSync(
    zipFile,
    zipSync(filesOf(dir), { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }),
  );
}

rmSync(staging, { recursive: true, force: true });
await buildScripts();
await buildPopup();
pack('chromium', EXTENSION_DOWNLOADS.chromium);
pack('firefox', EXTENSION_DOWNLOADS.firefox);
rmSync(staging, { recursive: true, force: true });
console.log('extension built: dist-extension/{chromium,firefox}, dist/extension/*.zip|xpi');
