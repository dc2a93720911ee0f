import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { lockDataDir } from '../db/data-dir-lock';
import { openPglite, openPostgres } from '../db/client';
import { profiles, user } from '../db/schema';
import { readEnv } from '../env';

const usage = 'Usage: npm run admin -- promote <email>';

async function main() {
  const [command, email] = process.argv.slice(2);
  if (command !== 'promote' || !email) {
    console.error(usage);
    process.exit(2);
  }
  const env = readEnv();
  // The embedded database must not be opened twice: take the server's lock
  // (docs/decisions/0003-embedded-database-lock.md).
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  const database = env.DATABASE_URL
    ? await openPostgres(env.DATABASE_URL, 1)
    : await openPglite(path.join(env.DATA_DIR, 'db'));
  try {
    const [account] = await database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
    if (!account) {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
      return;
    }
    await database.db
      .update(profiles)
      .set({ isAdmin: true, approvalStatus: 'approved', approvedAt: new Date() })
      .where(eq(profiles.userId, account.id));
    console.log(`${email} is now an approved admin.`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
