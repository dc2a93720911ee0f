import { describe, expect, it } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MeResponse } from '@/shared/schemas/profile';
import { meKey } from '@/web/lib/me';
import { paths } from '@/shared/paths';
import { prospectsQueryOptions } from '@/web/features/prospects/api/list-prospects';
import { prospectStatsQueryOptions } from '@/web/features/prospects/api/prospect-stats';
import { adminUsersQueryOptions } from '@/web/features/admin/api/list-users';
import { pendingSignUpsQueryOptions } from '@/web/lib/pending-sign-ups';
import { prefetchPageData } from './page-data';
import type { UserId } from '@/shared/schemas/ids';

const me = (approvalStatus: 'approved' | 'pending', isAdmin = false): MeResponse => ({
  profile: {
    userId: 'u1' as UserId,
    email: 'bea@example.com',
    fullName: 'Bea',
    company: null,
    industry: null,
    isAdmin,
    approvalStatus,
    approvedAt: null,
    timeZone: 'UTC',
    soloMode: true,
    settersCount: 0,
    hideFromLeaderboard: false,
    personalGoal: null,
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  features: { coachUrl: null, writer: 'builtin', emailVerification: false },
});

/** The query keys the prefetch started (no server here: the requests themselves fail). */
async function started(member: MeResponse | null, path: string): Promise<QueryKey[]> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, member);
  void prefetchPageData(client, path, new URLSearchParams());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey)
    .filter((key) => key[0] !== meKey[0]);
}

describe('each page starts its first-screen requests with its code', () => {
  it('the prospect tracker asks for the list and stats under the keys its hooks use', async () => {
    const keys = await started(me('approved'), paths.prospectTracker);
    expect(keys).toEqual(
      expect.arrayContaining([
        prospectsQueryOptions({ q: '', status: 'all', platform: 'all' }).queryKey,
        prospectStatsQueryOptions.queryKey,
      ]),
    );
    expect(keys).toHaveLength(2);
  });

  it('asks for nothing for a pending member, a guest, or a non-admin on the admin page', async () => {
    expect(await started(me('pending'), paths.prospectTracker)).toEqual([]);
    expect(await started(null, paths.dashboard)).toEqual([]);
    expect(await started(me('approved'), paths.admin)).toEqual([]);
    expect(await started(me('approved', true), paths.admin)).toEqual([
      pendingSignUpsQueryOptions.queryKey,
      adminUsersQueryOptions.queryKey,
    ]);
  });

  it("an admin's pages ask for the frame's count of sign-ups waiting too, a member's do not", async () => {
    expect(await started(me('approved', true), paths.dashboard)).toContainEqual(
      pendingSignUpsQueryOptions.queryKey,
    );
    expect(await started(me('approved'), paths.dashboard)).not.toContainEqual(
      pendingSignUpsQueryOptions.queryKey,
    );
  });
});
