// A realistic signed-in member for the browser benchmarks: the first account (an approved
// admin), 300 DMs over the last month with replies and meetings, two setters.
import { addDays, localDay, startOfLocalDay } from '../../src/shared/domain/day';
import { insertDms, type DmFixture } from '../../src/test/dm-rows';
import { seedWhileStopped } from '../../e2e/support/seed';
import type { RunningServer } from '../../e2e/support/server';

const SETTERS = ['Alex', 'Sam'];

function history(): DmFixture[] {
  const today = localDay(new Date(), 'UTC');
  return Array.from({ length: 300 }, (_, index) => {
    const day = startOfLocalDay(addDays(today, -(index % 30)), 'UTC').getTime();
    const sentAt = new Date(day + 60_000 * (10 + index));
    return {
      sentAt,
      prospectName: `Prospect ${index}`,
      companyName: index % 2 ? 'Acme' : '',
      profileUrl: `https://www.instagram.com/handle_${index}`,
      platform: index % 3 === 0 ? 'instagram' : 'linkedin',
      setterName: index % 3 === 0 ? 'Self' : SETTERS[index % 2],
      responseAt: index % 5 === 0 ? new Date(sentAt.getTime() + 60_000) : null,
      meetingAt: index % 15 === 0 ? new Date(sentAt.getTime() + 120_000) : null,
    };
  });
}

/** Signs the member up, adds the setters and history; the server restarts on the same port. */
export async function signedInMember(
  server: RunningServer,
): Promise<{ server: RunningServer; cookie: string }> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      name: 'Bea Bench',
      company: 'Acme',
      industry: 'Coaching',
      email: `bench-${Date.now()}@example.com`,
      password: 'correct-horse-battery',
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  for (const setterName of SETTERS) {
    const added = await fetch(`${server.url}/api/setters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ setterName }),
    });
    if (!added.ok) throw new Error(`adding a setter failed: ${added.status}`);
  }
  const restarted = await seedWhileStopped(server, (db) => insertDms(db, user.id, history()));
  return { server: restarted, cookie };
}
