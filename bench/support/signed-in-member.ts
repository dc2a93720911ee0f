// A realistic signed-in member for the browser benchmarks: the first account (an approved
// admin), 300 DMs over the last month with replies and meetings, two setters.
import { aMonthOfDms, insertDms, MONTH_SETTERS } from '../../src/test/dm-rows';
import { seedWhileStopped } from '../../e2e/support/seed';
import type { RunningServer } from '../../e2e/support/server';
import type { UserId } from '../../src/shared/schemas/ids';

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
  const { user } = (await response.json()) as { user: { id: UserId } };
  for (const setterName of MONTH_SETTERS) {
    const added = await fetch(`${server.url}/api/setters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ setterName }),
    });
    if (!added.ok) throw new Error(`adding a setter failed: ${added.status}`);
  }
  const restarted = await seedWhileStopped(server, (db) => insertDms(db, user.id, aMonthOfDms()));
  return { server: restarted, cookie };
}
