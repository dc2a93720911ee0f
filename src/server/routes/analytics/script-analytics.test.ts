import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read } from '@/test/http';
import { burst, insertDms, sentAt } from '@/test/dm-rows';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const VAULT_A = 'vault:real-estate-agents:0';
const VAULT_B = 'vault:real-estate-agents:1';
const GENERATED = 'generated:cold_dm:casual';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** `count` DMs sent a day ago, the first `replied` of them replied, the first `booked` booked. */
function dms(count: number, scriptUsed: string, replied: number, booked = 0) {
  return burst(hoursAgo(30), count).map((at, index) => ({
    sentAt: at,
    scriptUsed,
    responseAt: index < replied ? hoursAgo(20) : null,
    meetingAt: index < booked ? hoursAgo(10) : null,
  }));
}

async function saveScript(member: Awaited<ReturnType<typeof community.approved>>) {
  const answer = await read(
    member.api.scripts.$post({
      json: {
        scriptType: 'follow_up',
        tone: 'direct',
        prospect: 'Pat Prospect',
        company: 'Globex',
        generatedScript: 'Hi Pat, following up on my note.',
      },
    }),
  );
  expect(answer.status).toBe(201);
  return answer.body.script.id;
}

describe('script used on Log DM', () => {
  it('records a vault, generated or own saved script, and refuses anything else', async () => {
    const member = await community.approved('Lou Logger');
    const other = await community.approved('Oli Other');
    const own = await saveScript(member);
    const theirs = await saveScript(other);
    let n = 0;
    const log = (scriptUsed?: string) =>
      read(
        member.api.dms.$post({
          json: {
            profileUrl: `https://www.linkedin.com/in/script-${n++}`,
            ...(scriptUsed === undefined ? {} : { scriptUsed }),
          },
          header: {},
        }),
      );
    for (const key of [VAULT_A, GENERATED, `saved:${own}`, undefined]) {
      expect((await log(key)).status, key).toBe(201);
    }
    for (const key of [`saved:${theirs}`, 'vault:real-estate-agents:9', 'generated:x:y', 'hi']) {
      const answer = await log(key);
      expect(answer.status, key).toBe(400);
    }
    const stats = await read(member.api.analytics.scripts.$get({ query: { days: '7' } }));
    expect(stats.body.scripts.map((row) => [row.key, row.dms]).sort()).toEqual(
      [
        [GENERATED, 1],
        [VAULT_A, 1],
        [`saved:${own}`, 1],
      ].sort(),
    );
  });
});

describe('analytics by script and by tone', () => {
  it('counts each script and tone, and hides rates below 20 DMs', async () => {
    const member = await community.approved('Rae Rates');
    const saved = await saveScript(member);
    await insertDms(t.database.db, member.userId, [
      ...dms(25, VAULT_A, 5, 2),
      ...dms(10, GENERATED, 4, 1),
      ...dms(30, `saved:${saved}`, 6, 3),
      ...sentAt(burst(hoursAgo(30), 7)), // no script said: left out
      ...dms(50, VAULT_B, 10).map((row) => ({ ...row, sentAt: hoursAgo(24 * 40) })), // too old
    ]);
    const answer = await read(member.api.analytics.scripts.$get({ query: { days: '30' } }));
    expect(answer.status).toBe(200);
    expect(answer.body.minSample).toBe(20);
    expect(answer.body.scripts).toEqual([
      {
        key: `saved:${saved}`,
        label: 'Saved: Follow-Up · Direct for Globex',
        dms: 30,
        prospects: 30,
        replied: 6,
        booked: 3,
        replyRate: 20,
        meetingRate: 10,
        enoughData: true,
        fromExport: 0,
      },
      {
        key: VAULT_A,
        label: 'Vault: Real Estate Agents · Cold opener: the referral dip',
        dms: 25,
        prospects: 25,
        replied: 5,
        booked: 2,
        replyRate: 20,
        meetingRate: 8,
        enoughData: true,
        fromExport: 0,
      },
      {
        key: GENERATED,
        label: 'Generated: Cold DM · Casual',
        dms: 10,
        prospects: 10,
        replied: 4,
        booked: 1,
        replyRate: null,
        meetingRate: null,
        enoughData: false,
        fromExport: 0,
      },
    ]);
    expect(answer.body.tones.map((row) => [row.tone, row.dms, row.replyRate])).toEqual([
      ['direct', 30, 20],
      ['casual', 10, null],
    ]);
    expect(
      (await read(member.api.analytics.scripts.$get({ query: invalid({ days: '12' }) }))).status,
    ).toBe(400);
  });
});

describe('a script is judged on the prospects it opened', () => {
  it('leaves follow-ups out: 20 prospects, 5 replied is 25 %, whatever the follow-ups say', async () => {
    const member = await community.approved('Fay Followups');
    const firsts = dms(20, VAULT_A, 5).map((row, index) => ({
      ...row,
      profileUrl: `https://www.linkedin.com/in/opened-${index}`,
    }));
    // A follow-up to ten of them an hour later, with the same script.
    const followUps = firsts.slice(0, 10).map((row) => ({
      sentAt: new Date(row.sentAt.getTime() + 3_600_000),
      scriptUsed: VAULT_A,
      profileUrl: row.profileUrl,
    }));
    await insertDms(t.database.db, member.userId, [...firsts, ...followUps]);
    const answer = await read(member.api.analytics.scripts.$get({ query: { days: '7' } }));
    expect(answer.body.scripts).toEqual([
      expect.objectContaining({
        key: VAULT_A,
        dms: 20,
        prospects: 20,
        replied: 5,
        replyRate: 25,
        enoughData: true,
      }),
    ]);
  });
});

describe("the vault's community rates", () => {
  it('shows a script only from 30 DMs by 3 approved members, as totals', async () => {
    const t2 = await createTestApp();
    try {
      const c = await createCommunity(t2);
      const [a, b, d] = [await c.approved('A'), await c.approved('B'), await c.approved('D')];
      const pending = await c.pending('Pam Pending');
      const db = t2.database.db;
      // VAULT_A: 30 DMs from 3 members, 6 replied → 20 %.
      await insertDms(db, a.userId, dms(10, VAULT_A, 2));
      await insertDms(db, b.userId, dms(10, VAULT_A, 2));
      await insertDms(db, d.userId, dms(10, VAULT_A, 2));
      // VAULT_B: 60 DMs but from 2 approved members (the pending one does not count).
      await insertDms(db, a.userId, dms(30, VAULT_B, 9));
      await insertDms(db, b.userId, dms(30, VAULT_B, 9));
      await insertDms(db, pending.userId, dms(30, VAULT_B, 9));
      // A third script: 3 members but 29 DMs.
      const third = 'vault:fitness-coaches:0';
      await insertDms(db, a.userId, dms(10, third, 1));
      await insertDms(db, b.userId, dms(10, third, 1));
      await insertDms(db, d.userId, dms(9, third, 1));
      const answer = await read(a.api.analytics.vault.$get());
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        minDms: 30,
        minMembers: 3,
        scripts: [{ key: VAULT_A, dms: 30, replyRate: 20 }],
      });
    } finally {
      await t2.close();
    }
  });
});
