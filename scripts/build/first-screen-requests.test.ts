import { describe, expect, it } from 'vitest';
import { firstScreenRequests } from './first-screen-requests';

describe("the requests a member page's HTML preloads", () => {
  it("are the page's own first-screen requests (src/web/app/page-data.ts)", async () => {
    expect(await firstScreenRequests('/dashboard')).toEqual([
      '/api/tracker/today',
      '/api/progress/streak',
    ]);
  });

  it("leave out what depends on the member's day or role, and pages with none", async () => {
    expect(await firstScreenRequests('/logs-manager')).toEqual([]); // the member's today
    expect(await firstScreenRequests('/admin')).toEqual([]); // an admin's only
    expect(await firstScreenRequests('/dm-scripts-vault')).toEqual([]);
  });
});
