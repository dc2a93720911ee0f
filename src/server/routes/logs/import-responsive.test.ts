import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DM_LOG_COLUMNS } from '@/shared/domain/dm-csv';
import { createCommunity, type Caller } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { testPostgresUrl } from '@/test/test-db';

/**
 * The import preview reads a large file without holding the server up: an attack run's
 * (10 parallel previews of a 4.7 MB, 20,000-row file) while /api/health keeps answering.
 */
let t: TestApp;
let member: Caller;

const ROWS = 20_000;
const HEALTH_BUDGET_MS = 100;
/**
 * One probe may land on a moment the OS gave both cores to other processes (CI runs two test
 * files at once on 2 cores) or on a full garbage collection of ten 4.7 MB bodies (1.5 s once,
 * at load 6): the budget holds for 95 % of probes, and no probe waits anywhere near as long as
 * the previews take (parsed on the main thread, a probe would wait for all of them: 8.8 s in the
 * attack run that found it). Relative, so a loaded machine slows both sides alike.
 */
const WORST_SHARE_OF_PREVIEWS = 0.25;

/** The export's format, 20,000 rows, padded with notes to about 4.7 MB. */
function bigFile(): string {
  const lines = [DM_LOG_COLUMNS.join(',')];
  const notes =
    'Followed up after the webinar; asked about pricing and the onboarding call. '.repeat(2);
  for (let i = 0; i < ROWS; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const second = String(i % 60).padStart(2, '0');
    lines.push(
      `2025-01-${day},10:${String(i % 60).padStart(2, '0')}:${second},Self,https://www.linkedin.com/in/prospect-${i},LinkedIn,cold_dm,No,No,"${notes}",`,
    );
  }
  return lines.join('\n');
}

// The embedded database only: there the queries run on the server's own thread, the one the
// probes wait on, so it is the stricter case; on PostgreSQL they leave the process. The
// preview's queries themselves run on PostgreSQL too, in logs.test.ts (new, duplicate and bad rows).
describe.skipIf(testPostgresUrl())('CSV import preview under load', () => {
  beforeAll(async () => {
    t = await createTestApp();
    member = await (await createCommunity(t)).approved('Ivy Import');
  });
  afterAll(() => t.close());

  it(`keeps /api/health under ${HEALTH_BUDGET_MS} ms (p95) during 10 parallel previews of a 4.7 MB file`, async () => {
    const csv = bigFile();
    expect(csv.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(csv.length).toBeLessThan(5 * 1024 * 1024);

    // The client's own work (building bodies, reading answers) shares this thread with the
    // server, so it is kept small: one body, encoded once, for all ten; answers read as text.
    const body = new TextEncoder().encode(JSON.stringify({ csv }));
    const preview = async () => {
      const answer = await t.app.request('/api/logs/import/preview', {
        method: 'POST',
        headers: {
          cookie: member.cookie,
          'content-type': 'application/json',
          'content-length': String(body.byteLength),
        },
        body,
      });
      const text = await answer.text();
      return { status: answer.status, counts: text.slice(text.lastIndexOf('"counts":')) };
    };

    // A server that has served requests before: its worker thread and queries are warm.
    await member.post('/api/logs/import/preview', {
      csv: csv.slice(0, csv.indexOf('\n', 400_000)),
    });
    let running = true;
    const latencies: number[] = [];
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const answer = await t.app.request('/api/health');
        latencies.push(performance.now() - started);
        expect(answer.status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const previewsStarted = performance.now();
    const previews = await Promise.all(Array.from({ length: 10 }, preview));
    const previewsTook = performance.now() - previewsStarted;
    running = false;
    await probe;

    for (const answer of previews) {
      expect(answer.status).toBe(200);
      expect(answer.counts).toBe(`"counts":{"new":${ROWS},"duplicate":0,"error":0}}`);
    }
    expect(latencies.length).toBeGreaterThan(10);
    const sorted = latencies.toSorted((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)];
    const worst = sorted.at(-1)!;
    console.info(
      `health: ${latencies.length} probes, p95 ${p95.toFixed(1)} ms, worst ${worst.toFixed(1)} ms, previews ${previewsTook.toFixed(0)} ms`,
    );
    expect(p95).toBeLessThan(HEALTH_BUDGET_MS);
    expect(worst).toBeLessThan(previewsTook * WORST_SHARE_OF_PREVIEWS);
  });
});
