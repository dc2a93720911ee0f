import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dmScripts } from '@/server/db/schema';
import type {
  GenerateScriptInput,
  SaveScriptInput,
  ScriptStreamEvent,
} from '@/shared/schemas/scripts';
import { MISSING_SCRIPT_FIELDS } from '@/shared/schemas/script-messages';
import type { UserId } from '@/shared/schemas/ids';
import { createTestApp, type TestApp } from '@/test/test-app';
import { Caller, createCommunity, invalid, read, readRefusal, type Answer } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

/** The NDJSON lines of a generation (the Caller has already parsed a single-line body). */
function streamEvents(answer: Answer): ScriptStreamEvent[] {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ScriptStreamEvent);
}

const brief = {
  scriptType: 'cold_dm',
  tone: 'professional',
  prospect: 'Jane Doe',
  company: 'Acme Growth',
  industry: 'SaaS',
  painPoint: 'low reply rates',
  offer: 'done-for-you LinkedIn outreach',
  recentActivity: 'posted about hiring an SDR',
} satisfies GenerateScriptInput;

async function generate(member: Caller, body: GenerateScriptInput) {
  const answer = await read(member.api.scripts.generate.$post({ json: body }));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/x-ndjson');
  const events = streamEvents(answer);
  const done = events.at(-1);
  if (done?.type !== 'done') throw new Error(`no done event: ${JSON.stringify(events)}`);
  return done;
}

const rowsOf = (userId: UserId) =>
  t.database.db.select().from(dmScripts).where(eq(dmScripts.userId, userId));

describe('script generation', () => {
  it('writes a script with the built-in writer and says so', async () => {
    const member = await community.approved();
    const done = await generate(member, { ...brief, variant: 0 });
    expect(done.writer).toBe('builtin');
    expect(done.writerLabel).toBe('Built-in writer');
    expect(done.script).toContain('Jane');
    expect(done.script).toContain('Acme Growth');
    expect(done.script.length).toBeLessThanOrEqual(1000);
  });

  it('gives a different wording on Regenerate and keeps connection requests within 200', async () => {
    const member = await community.approved();
    const first = await generate(member, { ...brief, variant: 3 });
    const again = await generate(member, { ...brief, variant: 4 });
    expect(again.script).not.toBe(first.script);
    expect(again.variant).toBe(4);
    const note = await generate(member, { ...brief, scriptType: 'connection_request' });
    expect(note.script.length).toBeLessThanOrEqual(200);
  });

  it("refuses a request without prospect or company with the spec's message, writing nothing", async () => {
    const member = await community.approved();
    for (const missing of [{ prospect: '' }, { company: '   ' }, { prospect: undefined }]) {
      const answer = await readRefusal(
        member.api.scripts.generate.$post({
          json: invalid({
            ...brief,
            ...missing,
          }),
        }),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(MISSING_SCRIPT_FIELDS);
    }
    const unknownType = await readRefusal(
      member.api.scripts.generate.$post({
        json: invalid({
          ...brief,
          scriptType: 'spam_blast',
        }),
      }),
    );
    expect(unknownType.status).toBe(400);
    const extraKey = await readRefusal(
      member.api.scripts.generate.$post({
        json: invalid({
          ...brief,
          userId: 'x',
        }),
      }),
    );
    expect(extraKey.status).toBe(400);
    expect(await rowsOf(member.userId)).toHaveLength(0);
  });

  it('is rate-limited per member with a clear 429', async () => {
    const member = await community.approved('Loop Larry');
    const other = await community.approved('Calm Cara');
    for (let i = 0; i < 20; i++) await generate(member, { ...brief, variant: i });
    const refused = await readRefusal(member.api.scripts.generate.$post({ json: brief }));
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(/limit of 20 generations per minute/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The objection writer shares the budget; other members are unaffected.
    const objection = await read(
      member.api.objections.generate.$post({ json: { objection: 'Too pricey' } }),
    );
    expect(objection.status).toBe(429);
    await generate(other, brief);
  });

  it('needs an approved session', async () => {
    expect((await read(new Caller(t).api.scripts.generate.$post({ json: brief }))).status).toBe(
      401,
    );
    const pending = await community.pending();
    expect((await read(pending.api.scripts.generate.$post({ json: brief }))).status).toBe(403);
    expect((await read(pending.api.scripts.$get())).status).toBe(403);
  });
});

describe('saved scripts', () => {
  const save = (member: Caller, fields: Partial<SaveScriptInput> = {}) =>
    read(
      member.api.scripts.$post({
        json: {
          scriptType: 'cold_dm',
          tone: 'casual',
          prospect: 'Jane Doe',
          company: 'Acme Growth',
          industry: 'SaaS',
          painPoint: '',
          offer: 'LinkedIn outreach',
          customContext: 'posted about hiring',
          generatedScript: 'Hey Jane! Saw your post about hiring.',
          writer: 'builtin',
          ...fields,
        },
      }),
    );

  it('saves, lists newest first, and deletes', async () => {
    const member = await community.approved();
    const first = await save(member, { generatedScript: 'First script for Jane at Acme.' });
    expect(first.status).toBe(201);
    expect(first.body.script).toMatchObject({
      scriptType: 'cold_dm',
      tone: 'casual',
      prospectName: 'Jane Doe',
      companyName: 'Acme Growth',
      customContext: 'posted about hiring',
      writer: 'builtin',
    });
    const second = await save(member, { generatedScript: 'Second script for Jane at Acme.' });
    const list = await read(member.api.scripts.$get());
    expect(list.body.scripts.map((script) => script.id)).toEqual([
      second.body.script.id,
      first.body.script.id,
    ]);
    const deleted = await read(
      member.api.scripts[':id'].$delete({ param: { id: first.body.script.id } }),
    );
    expect(deleted.status).toBe(200);
    expect(await rowsOf(member.userId)).toHaveLength(1);
    expect(
      (await read(member.api.scripts[':id'].$delete({ param: { id: first.body.script.id } })))
        .status,
    ).toBe(404);
  });

  it('keeps each member’s scripts private: another member’s id answers 404', async () => {
    const owner = await community.approved('Olivia Owner');
    const stranger = await community.approved('Sam Stranger');
    const saved = await save(owner);
    const id = saved.body.script.id;
    expect((await read(stranger.api.scripts.$get())).body.scripts).toEqual([]);
    const attempt = await readRefusal(stranger.api.scripts[':id'].$delete({ param: { id } }));
    expect(attempt.status).toBe(404);
    expect(await rowsOf(owner.userId)).toHaveLength(1);
    expect(
      (await read(stranger.api.scripts[':id'].$delete({ param: { id: 'not-a-uuid' } }))).status,
    ).toBe(404);
  });

  it('validates what it stores', async () => {
    const member = await community.approved();
    const empty = await save(member, { generatedScript: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      error: { message: expect.stringContaining('Please generate a script first.') },
    });
    const tooLong = await save(member, {
      scriptType: 'connection_request',
      generatedScript: 'x'.repeat(201),
    });
    expect(tooLong.status).toBe(400);
    const sneaky = await save(member, invalid({ userId: community.admin.userId }));
    expect(sneaky.status).toBe(400);
    expect(await rowsOf(member.userId)).toHaveLength(0);
    expect(await rowsOf(community.admin.userId)).toHaveLength(0);
  });
});
