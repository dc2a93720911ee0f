// A realistic signed-in member for the browser benchmarks: the first account (an approved
// admin), 300 DMs over the last month with replies and meetings, two setters.
import { spawnSync } from 'node:child_process';
import { startServer, type RunningServer } from '../../e2e/support/server';
import { MONTH_SETTERS } from '../../src/test/dm-rows';

/**
 * Writes a month of DMs into a stopped server's embedded database with the code of the checkout
 * that server runs (`root`): a baseline build's database stays at its own migrations, which this
 * tree's code would move on. Runs in a child process under tsx, in `root`.
 */
function seedMonthOfDms(root: string, dataDir: string, userId: string) {
  const code = `
    import path from 'node:path';
    import { openPglite } from './src/server/db/client.ts';
    import { lockDataDir } from './src/server/db/data-dir-lock.ts';
    import { aMonthOfDms, insertDms } from './src/test/dm-rows.ts';
    const [dataDir, userId] = process.argv.slice(-2);
    const unlock = lockDataDir(dataDir);
    const database = await openPglite(path.join(dataDir, 'db'));
    try { await insertDms(database.db, userId, aMonthOfDms()); }
    finally { await database.close(); unlock(); }`;
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', code, '--', dataDir, userId],
    { cwd: root, encoding: 'utf8' },
  );
  if (seeded.status !== 0) throw new Error(`seeding in ${root} failed: ${seeded.stderr}`);
}

/**
 * Signs the member up, adds the setters and history; the server restarts on the same port.
 * `root` is the checkout the server runs from (this one by default).
 */
export async function signedInMember(
  server: RunningServer,
  root = process.cwd(),
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
  for (const setterName of MONTH_SETTERS) {
    const added = await fetch(`${server.url}/api/setters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: server.url },
      body: JSON.stringify({ setterName }),
    });
    if (!added.ok) throw new Error(`adding a setter failed: ${added.status}`);
  }
  await server.stop({ keepData: true });
  seedMonthOfDms(root, server.dataDir, user.id);
  const restarted = await startServer({}, { port: server.port, dataDir: server.dataDir, root });
  return { server: restarted, cookie };
}

/** A server of `root`'s build with a signed-in member, for a browser bench. */
export async function memberServer(root = process.cwd()) {
  return signedInMember(await startServer({}, { root }), root);
}
