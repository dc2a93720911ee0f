import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity, read, readRefusal } from '@/test/http';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

describe('setters', () => {
  it('saves names trimmed, unique per member case-insensitively', async () => {
    const member = await community.approved();
    const added = await read(member.api.setters.$post({ json: { setterName: '  Alex Kim ' } }));
    expect(added.status).toBe(201);
    expect(added.body.setter).toMatchObject({ setterName: 'Alex Kim', isActive: true });
    const dup = await readRefusal(member.api.setters.$post({ json: { setterName: 'alex kim' } }));
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/already exists/);
    const blank = await readRefusal(member.api.setters.$post({ json: { setterName: '   ' } }));
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/Please enter a setter name\./);
    expect(
      (await read(member.api.setters.$post({ json: { setterName: 'x'.repeat(61) } }))).status,
    ).toBe(400);
    // 'Self' is the member themself: a setter of that name would merge with their own DMs.
    const self = await readRefusal(member.api.setters.$post({ json: { setterName: ' self ' } }));
    expect(self.status).toBe(400);
    expect(self.body.error.message).toMatch(/"Self" stands for you/);
    // another member may use the same name
    const other = await community.approved();
    expect((await read(other.api.setters.$post({ json: { setterName: 'Alex Kim' } }))).status).toBe(
      201,
    );
  });

  it('deactivates and reactivates; active lists leave inactive ones out', async () => {
    const member = await community.approved();
    const b = await read(member.api.setters.$post({ json: { setterName: 'Bea' } }));
    await read(member.api.setters.$post({ json: { setterName: 'amy' } }));
    await read(
      member.api.setters[':id'].$patch({
        param: { id: b.body.setter.id },
        json: { isActive: false },
      }),
    );
    const all = await read(member.api.setters.$get({ query: {} }));
    expect(all.body.setters.map((s) => s.setterName)).toEqual(['amy', 'Bea']);
    const active = await read(member.api.setters.$get({ query: { active: 'true' } }));
    expect(active.body.setters.map((s) => s.setterName)).toEqual(['amy']);
    await read(
      member.api.setters[':id'].$patch({
        param: { id: b.body.setter.id },
        json: { isActive: true },
      }),
    );
    const again = await read(member.api.setters.$get({ query: { active: 'true' } }));
    expect(again.body.setters).toHaveLength(2);
  });

  it("never shows or changes another member's setters", async () => {
    const owner = await community.approved();
    const stranger = await community.approved();
    const s = await read(owner.api.setters.$post({ json: { setterName: 'Private' } }));
    expect((await read(stranger.api.setters.$get({ query: {} }))).body.setters).toEqual([]);
    expect(
      (
        await read(
          stranger.api.setters[':id'].$patch({
            param: { id: s.body.setter.id },
            json: { isActive: false },
          }),
        )
      ).status,
    ).toBe(404);
  });
});
