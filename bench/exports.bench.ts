// `npm run bench -- exports`: a generated Instagram export (200,000 messages in 5,000
// conversations, JSON, with photos that must not be inflated) read in Chromium by the real
// export reader's worker (src/web/features/exports/utils/export-reader.worker.ts, built here with
// Vite), as a member's browser reads it. Measures the time from handing the zip to the worker to
// its answer, and memory: the renderer process's resident memory (page + worker, JS heaps and
// the array buffers of the zip's chunks), sampled every 50 ms, its peak above the level before the
// read; and the page's JS heap (CDP Performance.getMetrics). Target: <= 10 s, <= 300 MB (docs/benchmarks.md).
// Run it on a quiet machine (the figures move with the load, printed with them).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumPath } from '../e2e/support/browser';

// EXPORTS_BENCH_SCALE (default 1) shrinks the export for a quick check of the bench itself.
const SCALE = Number(process.env.EXPORTS_BENCH_SCALE ?? 1);
const CONVERSATIONS = Math.round(5_000 * SCALE);
const MESSAGES = CONVERSATIONS * 40;
const PHOTOS = 300;
const TARGET_MS = 10_000;
const TARGET_MB = 300;
const OWNER = 'Bench Member';

/** Meta writes each UTF-8 byte as one `\u00XX` character. */
const meta = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('');

const LINES = [
  'Hi {name}, loved your post on pricing 👋 would a quick call help this week?',
  'Thanks! Tell me more about what you do',
  'Sure, I help coaches fill their calendar with DMs that sound like them.',
  'Liked a message',
  'Reacted 😍 to your message',
  '{name} sent an attachment.',
  'Sounds good, Tuesday at 10?',
  'Perfect, here is the link. Talk soon!',
];

/** One conversation's messages, newest first as Meta writes them, over message_1..N files. */
function conversation(index: number, perThread: number, start: number): Zippable {
  const name = `Zoë Prospect ${index}`;
  const messages = [];
  for (let m = 0; m < perThread; m += 1) {
    const fromMember = m % 2 === 0;
    const line = LINES[m % LINES.length].replace('{name}', name);
    messages.push({
      sender_name: meta(fromMember ? OWNER : name),
      timestamp_ms: start + m * 7 * 3_600_000 + index * 1_000,
      content: meta(line),
      ...(m === 4 ? { reactions: [{ reaction: meta('❤️'), actor: meta(name) }] } : {}),
    });
  }
  messages.reverse();
  const files: Zippable = {};
  const half = Math.ceil(messages.length / 2);
  const parts = index % 10 === 0 ? [messages.slice(0, half), messages.slice(half)] : [messages];
  const folder = `your_instagram_activity/messages/inbox/zoe.prospect${index}_${String(1_000_000_000_000 + index)}`;
  parts.forEach((part, i) => {
    files[`${folder}/message_${i + 1}.json`] = strToU8(
      JSON.stringify({
        participants: [{ name: meta(name) }, { name: meta(OWNER) }],
        messages: part,
        title: meta(name),
        is_still_participant: true,
        thread_path: `inbox/zoe.prospect${index}`,
      }),
    );
  });
  return files;
}

function generateExport(): Uint8Array {
  const perThread = MESSAGES / CONVERSATIONS;
  const start = Date.UTC(2026, 0, 5, 9);
  const files: Zippable = {
    'personal_information/personal_information/personal_information.json': strToU8(
      JSON.stringify({
        profile_user: [
          { string_map_data: { Username: { value: 'benchmember' }, Name: { value: OWNER } } },
        ],
      }),
    ),
  };
  for (let i = 0; i < CONVERSATIONS; i += 1)
    Object.assign(files, conversation(i, perThread, start));
  // Photos: stored deflated like Meta's, never inflated by the reader.
  for (let i = 0; i < PHOTOS; i += 1) {
    const photo = new Uint8Array(32_768).map((_, b) => (b * 31 + i) % 251);
    files[
      `your_instagram_activity/messages/inbox/zoe.prospect${i}_${String(1_000_000_000_000 + i)}/photos/${i}.jpg`
    ] = [photo, { level: 1 }];
  }
  return zipSync(files, { level: 6 });
}

/** Resident memory (bytes) of this process's Chromium renderers, from /proc. */
function rendererRss(): number {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const mine = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 10; at = parent.get(at) ?? 0, hops += 1) {
      if (at === process.pid) return true;
    }
    return false;
  };
  let total = 0;
  for (const pid of parent.keys()) {
    if (!mine(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>exports bench</title><script type="module">
window.readExport = async () => {
  const blob = await (await fetch('/export.zip')).blob();
  const file = new File([blob], 'instagram-benchmember-2026-03-01.zip', { type: 'application/zip' });
  const worker = new Worker('/worker.js', { type: 'module' });
  const started = performance.now();
  const result = await new Promise((resolve) => {
    worker.onmessage = (event) => { if (event.data.type === 'done') resolve(event.data.result); };
    worker.onerror = (event) => resolve({ ok: false, error: String(event.message) });
    worker.postMessage({ files: [file] });
  });
  const ms = performance.now() - started;
  worker.terminate();
  return {
    ms,
    ok: result.ok,
    error: result.error ?? null,
    conversations: result.ok ? result.conversations.length : 0,
    followUps: result.ok ? result.conversations.reduce((n, c) => n + c.followUps.length, 0) : 0,
    replies: result.ok ? result.conversations.filter((c) => c.firstReplyAt).length : 0,
  };
};
</script>`;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export default async function exportsBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'exports-bench-'));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      build: {
        outDir: dir,
        emptyOutDir: false,
        minify: true,
        lib: {
          entry: path.resolve('src/web/features/exports/utils/export-reader.worker.ts'),
          formats: ['es'],
          fileName: () => 'worker.js',
        },
      },
    });
    const worker = readFileSync(path.join(dir, 'worker.js'));
    const generatedAt = performance.now();
    const zip = generateExport();
    console.log(
      `Generated: ${CONVERSATIONS.toLocaleString('en')} conversations, ${MESSAGES.toLocaleString('en')} messages, ${PHOTOS} photos: ${mb(zip.byteLength)} MB zip in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`,
    );
    const server = createServer((req, res) => {
      const [type, body] =
        req.url === '/worker.js'
          ? ['text/javascript', worker]
          : req.url === '/export.zip'
            ? ['application/zip', zip]
            : ['text/html', PAGE];
      res.writeHead(200, { 'content-type': type, 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.goto(url);
      await page.waitForFunction(() => 'readExport' in window);
      const heap = async () => {
        const { metrics } = await cdp.send('Performance.getMetrics');
        return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
      };
      const load = loadavg()[0];
      const baseRss = rendererRss();
      const baseHeap = await heap();
      let peakRss = baseRss;
      let peakHeap = baseHeap;
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, rendererRss());
        void heap().then((value) => (peakHeap = Math.max(peakHeap, value)));
      }, 50);
      const result = await page.evaluate(() =>
        (
          window as unknown as {
            readExport: () => Promise<{
              ms: number;
              ok: boolean;
              error: string | null;
              conversations: number;
              followUps: number;
              replies: number;
            }>;
          }
        ).readExport(),
      );
      clearInterval(sampler);
      if (!result.ok) throw new Error(`The worker refused the export: ${result.error}`);
      const grown = peakRss - baseRss;
      console.log(
        `Read by the worker in ${(result.ms / 1000).toFixed(2)} s (target <= ${TARGET_MS / 1000} s): ${result.conversations.toLocaleString('en')} conversations, ${result.replies.toLocaleString('en')} with a reply, ${result.followUps.toLocaleString('en')} follow-ups`,
      );
      console.log(
        `Renderer memory (page + worker): ${mb(baseRss)} MB before, peak ${mb(peakRss)} MB, +${mb(grown)} MB during the read (target <= ${TARGET_MB} MB); page JS heap peak ${mb(peakHeap)} MB (load at start ${load.toFixed(2)})`,
      );
      if (result.ms > TARGET_MS || grown > TARGET_MB * 1024 * 1024) process.exitCode = 1;
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
