import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken, withToken } from '@/test/api-token';
import { createCommunity, read, readRefusal } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';

/**
 * What the browser extension logs through v1 besides Log DM (docs/decisions/0140-browser-extension.md):
 * a reply from the profile whose conversation shows it, and Undo of a DM or a reply.
 */
let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

async function memberWithToken(name: string, scope: 'read' | 'read_log' = 'read_log') {
  const member = await community.approved(name);
  const { token } = await createToken(member, { scope });
  return { member, api: withToken(t, token).api };
}

const PROFILE = 'https://www.linkedin.com/in/jordan-example-1a2b3c';

describe('POST /api/v1/replies', () => {
  it('logs the reply on the prospect of the profile, once per key, and never twice', async () => {
    const { api } = await memberWithToken('Rita Reply');
    const first = await read(api.dms.$post({ json: { profileUrl: PROFILE }, header: {} }));
    const followUp = await read(api.dms.$post({ json: { profileUrl: `${PROFILE}/` }, header: {} }));
    expect(followUp.body.followUp).toBe(1);
    const key = crypto.randomUUID();
    const reply = await read(
      api.replies.$post({ json: { profileUrl: PROFILE }, header: { 'idempotency-key': key } }),
    );
    expect(reply.status).toBe(201);
    // On the prospect's first DM, whichever DM the conversation shows last.
    expect(reply.body.dm).toMatchObject({ id: first.body.dm.id, responseReceived: true });
    const repeat = await read(
      api.replies.$post({ json: { profileUrl: PROFILE }, header: { 'idempotency-key': key } }),
    );
    expect(repeat.body.dm.responseAt).toBe(reply.body.dm.responseAt);
    const another = await readRefusal(
      api.replies.$post({
        json: { profileUrl: PROFILE },
        header: { 'idempotency-key': crypto.randomUUID() },
      }),
    );
    expect(another.status).toBe(409);
  });

  it('answers 404 for a profile never messaged: they wrote first', async () => {
    const { api } = await memberWithToken('Nell Never');
    const refused = await readRefusal(
      api.replies.$post({ json: { profileUrl: 'https://x.com/stranger_here' }, header: {} }),
    );
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_messaged');
  });

  it('dates the reply back by the time it waited on the device', async () => {
    const { api } = await memberWithToken('Quinn Queued');
    const profileUrl = 'https://x.com/queued_one';
    await read(api.dms.$post({ json: { profileUrl }, header: { 'queued-for-ms': '60000' } }));
    const reply = await read(
      api.replies.$post({ json: { profileUrl }, header: { 'queued-for-ms': '30000' } }),
    );
    const waited = Date.now() - Date.parse(reply.body.dm.responseAt ?? '');
    expect(waited).toBeGreaterThanOrEqual(30_000);
    expect(waited).toBeLessThan(60_000);
  });
});

describe('Undo through v1', () => {
  it('deletes a DM and takes back a reply, the member’s own only', async () => {
    const { api } = await memberWithToken('Uma Undo');
    const { api: stranger } = await memberWithToken('Sid Stranger');
    const logged = await read(
      api.dms.$post({ json: { profileUrl: 'https://www.instagram.com/nina.creates' }, header: {} }),
    );
    const id = logged.body.dm.id;
    await read(api.dms[':id'].reply.$post({ param: { id }, header: {} }));
    expect((await readRefusal(stranger.dms[':id'].reply.$delete({ param: { id } }))).status).toBe(
      404,
    );
    const undone = await read(api.dms[':id'].reply.$delete({ param: { id } }));
    expect(undone.body.dm.responseReceived).toBe(false);
    expect((await readRefusal(stranger.dms[':id'].$delete({ param: { id } }))).status).toBe(404);
    expect((await read(api.dms[':id'].$delete({ param: { id } }))).body).toEqual({ deleted: true });
    expect((await read(api.today.$get())).body.dmsSent).toBe(0);
  });

  it('needs the "Read and log" scope', async () => {
    const { api } = await memberWithToken('Rod Reader', 'read');
    const refused = await readRefusal(
      api.dms[':id'].$delete({ param: { id: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('insufficient_scope');
  });
});
