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
    // The member's today's DMs left out; their setters (the Team Management card) kept.
    expect(await firstScreenRequests('/logs-manager')).toEqual(['/api/setters']);
    expect(await firstScreenRequests('/admin')).toEqual([]); // an admin's only
    expect(await firstScreenRequests('/dm-scripts-vault')).toEqual([]);
  });
});
