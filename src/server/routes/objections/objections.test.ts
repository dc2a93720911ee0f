import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customObjections } from '@/server/db/schema';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity, invalid, read, readRefusal } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

const rowsOf = (userId: UserId) =>
  t.database.db.select().from(customObjections).where(eq(customObjections.userId, userId));

describe('objection responses', () => {
  it('generates a response through the writer, a different one on a second try', async () => {
    const member = await community.approved();
    const first = await read(
      member.api.objections.generate.$post({
        json: {
          objection: "It's way too expensive for us",
        },
      }),
    );
    expect(first.status).toBe(200);
    expect(first.body.writer).toBe('builtin');
    expect(first.body.response.length).toBeGreaterThan(80);
    const second = await read(
      member.api.objections.generate.$post({
        json: {
          objection: "It's way too expensive for us",
          category: 'Price',
          variant: 1,
        },
      }),
    );
    expect(second.body.response).not.toBe(first.body.response);
  });

  it("refuses a blank objection with the spec's message", async () => {
    const member = await community.approved();
    const answer = await readRefusal(
      member.api.objections.generate.$post({ json: { objection: '   ' } }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain('Please enter an objection first.');
  });
});

describe('custom objections', () => {
  it('are saved per member with the Custom category by default and survive a new session', async () => {
    const member = await community.approved();
    const saved = await read(
      member.api.objections.$post({
        json: {
          objection: 'We only work with local agencies',
          response: 'Totally fair. Most of our clients said the same at first...',
        },
      }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.objection).toMatchObject({ category: 'Custom', tone: 'professional' });
    const withCategory = await read(
      member.api.objections.$post({
        json: {
          objection: 'Our board has to sign off',
          response: 'Of course. What will the board want to see?',
          category: 'Authority',
        },
      }),
    );
    expect(withCategory.body.objection.category).toBe('Authority');
    const list = await read(member.api.objections.$get());
    expect(list.body.objections.map((objection) => objection.objection)).toEqual([
      'Our board has to sign off',
      'We only work with local agencies',
    ]);
  });

  it("needs an objection and a response ('Please generate a response first.')", async () => {
    const member = await community.approved();
    for (const body of [
      { objection: 'Too slow', response: ' ' },
      { objection: '', response: 'An answer' },
      { objection: 'Too slow', response: 'Answer', category: 'Nonsense' },
      { objection: 'Too slow', response: 'Answer', tone: 'rude' },
    ]) {
      const answer = await readRefusal(member.api.objections.$post({ json: invalid(body) }));
      expect(answer.status).toBe(400);
    }
    const blank = await readRefusal(
      member.api.objections.$post({ json: { objection: 'x', response: '' } }),
    );
    expect(blank.body.error.message).toContain('Please generate a response first.');
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it('are private: another member cannot see or delete them (404)', async () => {
    const owner = await community.approved('Olivia Owner');
    const stranger = await community.approved('Sam Stranger');
    const saved = await read(
      owner.api.objections.$post({
        json: {
          objection: 'Send me a deck',
          response: 'Happy to. What matters most to you?',
        },
      }),
    );
    const id = saved.body.objection.id;
    const seen = await read(stranger.api.objections.$get());
    expect(seen.body.objections).toEqual([]);
    expect((await read(stranger.api.objections[':id'].$delete({ param: { id } }))).status).toBe(
      404,
    );
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect((await read(owner.api.objections[':id'].$delete({ param: { id } }))).status).toBe(200);
    expect(await rowsOf(owner.userId)).toHaveLength(0);
    expect((await read(owner.api.objections[':id'].$delete({ param: { id } }))).status).toBe(404);
    expect((await read(owner.api.objections[':id'].$delete({ param: { id: '123' } }))).status).toBe(
      404,
    );
  });

  it('need an approved session', async () => {
    expect((await read(new Caller(t).api.objections.$get())).status).toBe(401);
    const pending = await community.pending();
    expect((await read(pending.api.objections.$get())).status).toBe(403);
    expect(
      (await read(pending.api.objections.generate.$post({ json: { objection: 'x' } }))).status,
    ).toBe(403);
  });
});
