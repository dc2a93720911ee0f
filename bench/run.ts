// `npm run bench`: runs every bench/*.bench.ts (or the ones named on the command line) in turn.
// Each file's default export is an async function that prints its own figures; the database
// benches run on PGlite and on PostgreSQL side by side (bench/support/side-by-side.ts).
// `--baseline <git ref>` makes the browser and start-up benches (lighthouse, boot, log-dm,
// startup) measure that ref's build and the working tree's alternately (bench/support/baseline.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const wanted = args.filter(
  (arg, i) => !arg.startsWith('--baseline') && args[i - 1] !== '--baseline',
);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.includes(name)))
  .sort();

for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const module = (await import(pathToFileURL(path.join(dir, file)).href)) as {
    default: () => Promise<void>;
  };
  await module.default();
}
process.exit(process.exitCode ?? 0); // a bench that failed on an engine set it
