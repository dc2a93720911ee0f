import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '@/server/db/schema';
import { queryRows } from '@/server/db/query-rows';
import { createCommunity, invalid, read, readRefusal } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import type { UserId } from '@/shared/schemas/ids';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof community.approved>>;

async function logDm(member: Member, profileUrl: string, prospectId?: string) {
  const answer = await read(
    member.api.dms.$post({
      json: { profileUrl, ...(prospectId ? { prospectId } : {}) },
      header: {},
    }),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

type Day = { day: string; dms: number; new_dms: number; replied: number; win_dms: number };

/** The member's days with anything counted (an emptied day keeps a row of zeros). */
async function rollup(userId: UserId): Promise<Day[]> {
  return queryRows<Day>(
    t.database.db,
    sql`select day::text as day, dms, new_dms, replied, win_dms, win_new_dms, prior_dms,
               replies, meetings, at_goal, win_days_at_goal,
               (select json_agg(json_build_array(r.first_day, r.last_day) order by r.first_day)
                from dm_runs r where r.user_id = d.user_id) as runs
        from dm_daily d
        where user_id = ${userId} and dms + replies + meetings > 0 order by day`,
  );
}

const count = async (query: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(t.database.db, query))[0].n;

describe('Admin → erase a prospect', () => {
  it('erases the person from every member’s logs, however their URL was written', async () => {
    const admin = community.admin;
    const ann = await community.approved('Ann Logs');
    const ben = await community.approved('Ben Logs');
    const cat = await community.approved('Cat Logs');
    const jane = 'https://www.linkedin.com/in/jane-forgotten/';

    // Ann: Jane twice, and Jane's Instagram joined to the same prospect; another person stays.
    const annJane = (await logDm(ann, jane)).prospect.id;
    await logDm(ann, 'linkedin.com/in/jane-forgotten?utm_source=share');
    await logDm(ann, 'https://instagram.com/jane.insta', annJane);
    await logDm(ann, 'https://www.linkedin.com/in/someone-else');
    // Ben: Jane once.
    await logDm(ben, 'http://m.linkedin.com/in/jane-forgotten');
    // Cat: Jane's X profile merged into a prospect of Jane's LinkedIn.
    const catX = (await logDm(cat, 'https://x.com/janex')).prospect.id;
    const catJane = (await logDm(cat, jane)).prospect.id;
    const merged = await read(
      cat.api.prospects[':id'].merge.$post({ param: { id: catJane }, json: { from: catX } }),
    );
    expect(merged.status).toBe(200);
    const annBefore = await rollup(ann.userId);

    const preview = await read(
      admin.api.admin['erase-prospect'].preview.$post({ json: { profileUrl: jane } }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ dms: 6, members: 3 });

    const erased = await read(
      admin.api.admin['erase-prospect'].$post({
        json: { profileUrl: 'https://linkedin.com/in/Jane-Forgotten' },
      }),
    );
    expect(erased.status).toBe(200);
    expect(erased.body).toEqual({ dms: 6, members: 3 });

    for (const pattern of ['%jane%', '%janex%']) {
      expect(
        await count(
          sql`select count(*)::int as n from dm_tracking where profile_url ilike ${pattern}`,
        ),
      ).toBe(0);
      expect(
        await count(
          sql`select count(*)::int as n from prospect_profiles where profile_key ilike ${pattern}`,
        ),
      ).toBe(0);
    }
    expect(
      await count(sql`select count(*)::int as n from prospects
                      where user_id in (${ann.userId}, ${ben.userId}, ${cat.userId})`),
    ).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from prospects where merge_undo::text ilike '%jane%'`,
      ),
    ).toBe(0);

    // The rollup is what a recount from the remaining DMs gives.
    const annAfter = await rollup(ann.userId);
    expect(annAfter).not.toEqual(annBefore);
    for (const member of [ann, ben, cat]) {
      const kept = await rollup(member.userId);
      await t.database.db.execute(sql`select dm_daily_rebuild(${member.userId})`);
      expect(kept).toEqual(await rollup(member.userId));
    }
    expect(annAfter.reduce((sum, day) => sum + day.dms, 0)).toBe(1);

    // Recorded for the admin with the counts, never the URL.
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.userId, admin.userId), eq(securityEvents.kind, 'prospect_erased')),
      );
    expect(event.meta).toEqual({ dms: '6', members: '3' });
    const listed = (await read(admin.api.security.events.$get())).body.events;
    expect(listed[0]).toMatchObject({
      kind: 'prospect_erased',
      detail: "6 DM(s) in 3 member(s)' logs",
    });
    expect(JSON.stringify(listed)).not.toContain('jane');

    // Nothing left: a second erasure finds nothing.
    const again = await read(
      admin.api.admin['erase-prospect'].$post({ json: { profileUrl: jane } }),
    );
    expect(again.body).toEqual({ dms: 0, members: 0 });
  });

  it('takes a platform export’s keys and matches for the person too', async () => {
    const admin = community.admin;
    const dee = await community.approved('Dee Exports');
    const jane = 'https://www.linkedin.com/in/jane-exported';
    const janeProspect = (await logDm(dee, jane)).prospect.id;
    const fact = {
      memberStarted: true,
      firstReplyAt: null,
      sentCount: 1,
      receivedCount: 0,
      reactionCount: 0,
      request: false,
    };
    const applied = await read(
      dee.api.exports.apply.$post({
        json: {
          platform: 'linkedin',
          conversations: [
            {
              ...fact,
              platform: 'linkedin',
              counterpart: 'linkedin:jane-exported',
              profileUrl: jane,
              displayName: 'Jane Exported',
              firstSentAt: new Date(Date.now() - 20 * 86_400_000).toISOString(),
            },
          ],
        },
      }),
    );
    expect(applied.body.dmsAdded).toBe(1);
    const match = { counterpart: 'twitter-id:4400000004', prospectId: janeProspect };
    expect((await read(dee.api.exports.matches.$put({ json: match }))).status).toBe(200);
    await t.database.db.execute(
      sql`insert into export_imports (user_id, key, apply_id, kind, dm_id)
          select ${dee.userId}, 'dm:twitter-id:4400000004', ${applied.body.applyId}, 'dm', id
          from dm_tracking where prospect_id = ${janeProspect} limit 1`,
    );

    await read(admin.api.admin['erase-prospect'].$post({ json: { profileUrl: jane } }));
    expect(
      await count(sql`select count(*)::int as n from export_imports where user_id = ${dee.userId}`),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from export_matches where user_id = ${dee.userId}`),
    ).toBe(0);
  });

  it('scrubs the webhook deliveries that name the person, so Resend cannot send them again', async () => {
    const eve = await community.approved('Eve Hooks');
    const hook = await read(
      eve.api.webhooks.$post({
        json: { url: 'https://hooks.example.com/eve', kind: 'standard', events: ['dm.logged'] },
      }),
    );
    const param = { id: hook.body.webhook.id };
    const deliveries = async () =>
      (await read(eve.api.webhooks[':id'].deliveries.$get({ param }))).body.deliveries;
    const jane = 'https://www.linkedin.com/in/jane-hooked';
    const first = await logDm(eve, jane);
    // Jane's Instagram, joined to her prospect: its delivery names her under another profile.
    await logDm(eve, 'https://instagram.com/jane.hooked', first.prospect.id);
    // A follow-up Eve deleted herself: its delivery still names Jane's profile.
    const followUp = await logDm(eve, 'linkedin.com/in/Jane-Hooked?utm=1');
    await eve.api.dms[':id'].$delete({ param: { id: followUp.dm.id } });
    await logDm(eve, 'https://www.linkedin.com/in/someone-hooked');
    const [firstDelivery] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from webhook_deliveries where event_key = ${`dm.logged:${first.dm.id}`}`,
    );
    const resend = (id: string) =>
      eve.api.webhooks.deliveries[':id'].resend.$post({ param: { id } });
    expect((await read(resend(firstDelivery.id))).status).toBe(202);
    expect(await deliveries()).toHaveLength(5);

    await read(community.admin.api.admin['erase-prospect'].$post({ json: { profileUrl: jane } }));
    const kept = await queryRows<{ body: string }>(
      t.database.db,
      sql`select body from webhook_deliveries where endpoint_id = ${param.id}`,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0].body).toContain('someone-hooked');
    expect(JSON.stringify(kept)).not.toMatch(/jane/i);
    expect((await readRefusal(resend(firstDelivery.id))).status).toBe(404);
  });

  it('refuses what is not a profile URL with 400', async () => {
    for (const profileUrl of ['', 'not a url', 'javascript:alert(1)', 'x'.repeat(3000)]) {
      const answer = await readRefusal(
        community.admin.api.admin['erase-prospect'].preview.$post({ json: { profileUrl } }),
      );
      expect(answer.status, profileUrl.slice(0, 20)).toBe(400);
    }
    for (const json of [{}, { profileUrl: 7 }, { profileUrl: 'linkedin.com/in/a', extra: 1 }]) {
      const answer = await readRefusal(
        community.admin.api.admin['erase-prospect'].$post({ json: invalid(json) }),
      );
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });
});
