// `npm start`: serves the built app, building it first only when the build is missing or older
// than its sources; then runs the compiled server (dist-server/) in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'src',
  'extension',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build',
];
// The extension's unpacked build comes last (extension/build.ts), after its zips in dist/extension/.
const OUTPUTS = [
  'dist/app.html',
  'dist/auth.html',
  'dist-server/index.js',
  'dist-extension/chromium/manifest.json',
];

/** The newest modification time under `target` (a file or a folder), in ms. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    latest = Math.max(latest, newest(path.join(target, entry.name)));
  }
  return latest;
}

export function buildIsCurrent(dir = root) {
  const at = (name) => path.join(dir, name);
  if (!OUTPUTS.every((output) => existsSync(at(output)))) return false;
  const configs = readdirSync(dir).filter((name) => /^vite\..*config\.ts$/.test(name));
  const sourceTime = Math.max(...[...SOURCES, ...configs].map((name) => newest(at(name))));
  const builtTime = Math.min(...OUTPUTS.map((output) => statSync(at(output)).mtimeMs));
  return builtTime >= sourceTime;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!buildIsCurrent()) {
    console.log(
      'npm start: the build is missing or older than the sources; building (npm run build)',
    );
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await import(pathToFileURL(path.join(root, 'dist-server/index.js')).href);
}
