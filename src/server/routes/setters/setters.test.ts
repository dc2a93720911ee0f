import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createCommunity } from '@/test/http';
import type { Setter } from '@/shared/schemas/setters';

let t: TestApp;
let community: Awaited<ReturnType<typeof createCommunity>>;
beforeAll(async () => {
  t = await createTestApp();
  community = await createCommunity(t);
});
afterAll(() => t.close());

type SetterAnswer = { setter: Setter; error: { message: string } };

describe('setters', () => {
  it('saves names trimmed, unique per member case-insensitively', async () => {
    const member = await community.approved();
    const added = await member.post<SetterAnswer>('/api/setters', { setterName: '  Alex Kim ' });
    expect(added.status).toBe(201);
    expect(added.body.setter).toMatchObject({ setterName: 'Alex Kim', isActive: true });
    const dup = await member.post<SetterAnswer>('/api/setters', { setterName: 'alex kim' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toMatch(/already exists/);
    const blank = await member.post<SetterAnswer>('/api/setters', { setterName: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toMatch(/Please enter a setter name\./);
    expect((await member.post('/api/setters', { setterName: 'x'.repeat(61) })).status).toBe(400);
    // another member may use the same name
    const other = await community.approved();
    expect((await other.post('/api/setters', { setterName: 'Alex Kim' })).status).toBe(201);
  });

  it('deactivates and reactivates; active lists leave inactive ones out', async () => {
    const member = await community.approved();
    const b = await member.post<SetterAnswer>('/api/setters', { setterName: 'Bea' });
    await member.post('/api/setters', { setterName: 'amy' });
    await member.patch(`/api/setters/${b.body.setter.id}`, { isActive: false });
    const all = await member.get<{ setters: Setter[] }>('/api/setters');
    expect(all.body.setters.map((s) => s.setterName)).toEqual(['amy', 'Bea']);
    const active = await member.get<{ setters: Setter[] }>('/api/setters?active=true');
    expect(active.body.setters.map((s) => s.setterName)).toEqual(['amy']);
    await member.patch(`/api/setters/${b.body.setter.id}`, { isActive: true });
    const again = await member.get<{ setters: Setter[] }>('/api/setters?active=true');
    expect(again.body.setters).toHaveLength(2);
  });

  it("never shows or changes another member's setters", async () => {
    const owner = await community.approved();
    const stranger = await community.approved();
    const s = await owner.post<SetterAnswer>('/api/setters', { setterName: 'Private' });
    expect((await stranger.get<{ setters: Setter[] }>('/api/setters')).body.setters).toEqual([]);
    expect(
      (await stranger.patch(`/api/setters/${s.body.setter.id}`, { isActive: false })).status,
    ).toBe(404);
  });
});
