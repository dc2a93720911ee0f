import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dms } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, invalid, read, type Caller } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const countRows = async (userId: UserId) =>
  (await t.database.db.select({ id: dms.id }).from(dms).where(eq(dms.userId, userId))).length;

const logDm = (member: Caller, profileUrl: string, setterName?: string) =>
  read(
    member.api.dms.$post({
      json: {
        profileUrl,
        ...(setterName === undefined ? {} : { setterName }),
      },
      header: {},
    }),
  );

describe('Log DM', () => {
  it('logs a solo DM as Self with platform, name and https://', async () => {
    const member = await community.approved();
    const answer = await logDm(member, 'linkedin.com/in/jane-doe-4a1b2c', 'Somebody');
    expect(answer.status).toBe(201);
    expect(answer.body.dm).toMatchObject({
      platform: 'linkedin',
      prospectName: 'Jane Doe',
      companyName: '',
      scriptType: 'cold_dm',
      setterName: 'Self',
      profileUrl: 'https://linkedin.com/in/jane-doe-4a1b2c',
      responseReceived: false,
      meetingBooked: false,
    });
    expect(answer.body.previouslySentAt).toBeNull();
  });

  it('warns, without blocking, when the profile was already messaged', async () => {
    const member = await community.approved();
    const first = await logDm(member, 'https://x.com/SamRivera');
    const second = await logDm(member, 'https://twitter.com/samrivera/');
    expect(second.status).toBe(201);
    expect(second.body.previouslySentAt).toBe(first.body.dm.sentAt);
    expect(await countRows(member.userId)).toBe(2);
  });

  it.each([
    ['javascript:alert(1)', 'invalid_url', 'Please enter a valid profile URL.'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'invalid_url', 'Please enter a valid profile URL.'],
    ['//evil.example', 'invalid_url', 'Please enter a valid profile URL.'],
    ['', 'missing_information', 'Please fill in profile URL and select setter.'],
    ['     ', 'missing_information', 'Please fill in profile URL and select setter.'],
    [`https://example.com/${'a'.repeat(5000)}`, 'invalid_url', 'Please enter a valid profile URL.'],
  ])('refuses %j with the spec message and writes nothing', async (url, code, message) => {
    const member = await community.approved();
    const answer = await logDm(member, url);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code, message } });
    expect(await countRows(member.userId)).toBe(0);
  });

  it('in team mode needs Self or an active setter', async () => {
    const member = await community.approved();
    await read(member.api.settings.$patch({ json: { soloMode: false, settersCount: 2 } }));
    const missing = await logDm(member, 'https://instagram.com/a');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { code: 'missing_information' } });
    const unknown = await logDm(member, 'https://instagram.com/a', 'Ghost');
    expect(unknown.status).toBe(400);
    const setter = await read(
      member.api.setters.$post({
        json: {
          setterName: 'Alex',
        },
      }),
    );
    const ok = await logDm(member, 'https://instagram.com/a', 'alex');
    expect(ok.status).toBe(201);
    expect(ok.body.dm.setterName).toBe('Alex');
    await read(
      member.api.setters[':id'].$patch({
        param: { id: setter.body.setter.id },
        json: { isActive: false },
      }),
    );
    expect((await logDm(member, 'https://instagram.com/b', 'Alex')).status).toBe(400);
    expect((await logDm(member, 'https://instagram.com/b', 'Self')).status).toBe(201);
  });

  it('keeps every one of 200 concurrent logs', async () => {
    const member = await community.approved();
    // As many in flight at once as the test database's pool has connections (20, so every
    // connection is busy): 200 sent at once would wait in the pool's queue, and on a loaded
    // machine some waited past its 5 s connect timeout and got the API's 503.
    let next = 0;
    const statuses: number[] = [];
    const sender = async () => {
      for (let i = next++; i < 200; i = next++) {
        statuses.push((await logDm(member, `https://instagram.com/p${i}`)).status);
      }
    };
    await Promise.all(Array.from({ length: 20 }, sender));
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(200);
    expect(await countRows(member.userId)).toBe(200);
  });
});

describe('reply and meeting transitions', () => {
  const firstDm = async (member: Caller) =>
    (await logDm(member, `https://linkedin.com/in/p-${Math.random().toString(36).slice(2)}`)).body
      .dm;

  it('lets exactly one of 20 concurrent replies win', async () => {
    const member = await community.approved();
    const dm = await firstDm(member);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        read(member.api.dms[':id'].reply.$post({ param: { id: dm.id }, header: {} })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [row] = await t.database.db.select().from(dms).where(eq(dms.id, dm.id));
    expect(row.responseReceived).toBe(true);
  });

  it('books a meeting only after a reply, once; undo steps back', async () => {
    const member = await community.approved();
    const dm = await firstDm(member);
    expect(
      (await read(member.api.dms[':id'].meeting.$post({ param: { id: dm.id }, header: {} })))
        .status,
    ).toBe(409);
    expect(
      (await read(member.api.dms[':id'].reply.$post({ param: { id: dm.id }, header: {} }))).status,
    ).toBe(200);
    const booked = await read(
      member.api.dms[':id'].meeting.$post({ param: { id: dm.id }, header: {} }),
    );
    expect(booked.status).toBe(200);
    expect(booked.body.dm.meetingBooked).toBe(true);
    expect(booked.body.dm.meetingAt).not.toBeNull();
    expect(
      (await read(member.api.dms[':id'].meeting.$post({ param: { id: dm.id }, header: {} })))
        .status,
    ).toBe(409);
    expect((await read(member.api.dms[':id'].reply.$delete({ param: { id: dm.id } }))).status).toBe(
      409,
    );
    expect(
      (await read(member.api.dms[':id'].meeting.$delete({ param: { id: dm.id } }))).status,
    ).toBe(200);
    const undone = await read(member.api.dms[':id'].reply.$delete({ param: { id: dm.id } }));
    expect(undone.body.dm).toMatchObject({ responseReceived: false, responseAt: null });
  });

  it("answers 404 for another member's DM and changes nothing", async () => {
    const owner = await community.approved('Olive Owner');
    const stranger = await community.approved('Stan Stranger');
    const dm = await firstDm(owner);
    for (const attempt of [
      () => read(stranger.api.dms[':id'].reply.$post({ param: { id: dm.id }, header: {} })),
      () => read(stranger.api.dms[':id'].meeting.$post({ param: { id: dm.id }, header: {} })),
      () =>
        read(stranger.api.dms[':id'].$patch({ param: { id: dm.id }, json: { notes: 'mine now' } })),
      () => read(stranger.api.dms[':id'].$delete({ param: { id: dm.id } })),
      () => read(stranger.api.dms[':id'].reply.$delete({ param: { id: dm.id } })),
      () => read(stranger.api.dms[':id'].reply.$post({ param: { id: 'not-a-uuid' }, header: {} })),
    ]) {
      expect((await attempt()).status).toBe(404);
    }
    const [row] = await t.database.db.select().from(dms).where(eq(dms.id, dm.id));
    expect(row).toMatchObject({ responseReceived: false, notes: '', userId: owner.userId });
  });

  it('edits name, company and notes, refuses other fields, and deletes', async () => {
    const member = await community.approved();
    const dm = await firstDm(member);
    const edited = await read(
      member.api.dms[':id'].$patch({
        param: { id: dm.id },
        json: {
          prospectName: 'Jo Lee',
          companyName: 'Lee & Co',
          notes: 'Asked for pricing',
        },
      }),
    );
    expect(edited.body.dm).toMatchObject({ prospectName: 'Jo Lee', companyName: 'Lee & Co' });
    for (const body of [{ userId: 'x' }, { responseReceived: true }, { id: dm.id }, {}]) {
      expect(
        (await read(member.api.dms[':id'].$patch({ param: { id: dm.id }, json: invalid(body) })))
          .status,
      ).toBe(400);
    }
    expect((await read(member.api.dms[':id'].$delete({ param: { id: dm.id } }))).status).toBe(200);
    expect((await read(member.api.dms[':id'].$delete({ param: { id: dm.id } }))).status).toBe(404);
  });
});
