// Runs the database tests again on PostgreSQL when TEST_DATABASE_URL points at a server: the
// test files that import src/test/test-db.ts (vitest follows their imports), the only place
// the engine is chosen. The others would only repeat the PGlite pass.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: database tests ran on PGlite only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'related', '--run', 'src/test/test-db.ts'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_ENGINE: 'postgres' },
});
process.exit(result.status ?? 1);
