import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read, readRefusal } from '@/test/http';
import { EXPORTS_PER_10_MINUTES } from '../../middleware/per-member-limit';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
  await community.approved('Amy Approved');
});
afterAll(() => t.close());

describe("the cohort CSV export's limit", () => {
  it("allows the member's export limit per 10 minutes, then 429 with Retry-After", async () => {
    const { admin } = community;
    const exportCohort = () =>
      admin.api.admin.cohort['export.csv'].$get({ query: { period: '30' } });
    for (let i = 0; i < EXPORTS_PER_10_MINUTES; i++) {
      expect((await read(exportCohort())).status).toBe(200);
    }
    const refused = await readRefusal(exportCohort());
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/limit of 30 exports per 10 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Its own count: the admin's own logs export is not held by it.
    const ownLogs = await read(
      admin.api.logs['export.csv'].$get({ query: { from: '2026-01-01', to: '2026-01-31' } }),
    );
    expect(ownLogs.status).toBe(200);
  });
});
