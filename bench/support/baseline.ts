// `npm run bench -- <name> --baseline <git ref>`: the ref built in a worktree of its own beside
// this one (npm ci from the npm cache, `npm run build`), so a browser or start-up bench can
// measure the ref's build and the working tree's alternately in the same run. The build is
// kept under the system's temporary folder, one per commit, and reused by the next bench that
// names the same commit (BENCH_BASELINE_FRESH=1 builds it again).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIsCurrent } from '../../scripts/start.mjs';

/** One build the bench measures: the ref's or the working tree's. */
export type Variant = {
  /** 'baseline' or 'this tree' */
  role: 'baseline' | 'current';
  /** what the figures' column says: `2c36603` or `working tree` */
  label: string;
  /** the checkout holding dist/, dist-server/ and node_modules/ */
  root: string;
};

const git = (args: string[], cwd = process.cwd()) =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/** `--baseline <ref>` (or `--baseline=<ref>`) from the command line, if given. */
export function baselineRef(argv = process.argv): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--baseline') return argv[i + 1] ?? null;
    if (argv[i].startsWith('--baseline=')) return argv[i].slice('--baseline='.length);
  }
  return null;
}

function run(command: string, args: string[], cwd: string) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (${result.status})`);
  }
  return ((Date.now() - started) / 1000).toFixed(0);
}

/**
 * The ref's build: a detached worktree in the temporary folder, installed with `npm ci` (from
 * the npm cache first) and built with `npm run build`. Answers the checkout's folder.
 */
export function buildBaseline(ref: string): Variant {
  const commit = git(['rev-parse', '--verify', `${ref}^{commit}`]);
  const short = commit.slice(0, 7);
  const root = path.join(tmpdir(), `dm-sprint-baseline-${short}`);
  const stamp = path.join(root, '.bench-baseline-built');
  if (process.env.BENCH_BASELINE_FRESH && existsSync(root)) {
    git(['worktree', 'remove', '--force', root]);
  }
  if (existsSync(stamp)) {
    console.log(`baseline ${short}: reusing the build in ${root}`);
    return { role: 'baseline', label: short, root };
  }
  if (existsSync(root)) {
    // A build that did not finish: start over.
    spawnSync('git', ['worktree', 'remove', '--force', root], { stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  }
  git(['worktree', 'prune']);
  git(['worktree', 'add', '--detach', root, commit]);
  console.log(`baseline ${short}: worktree in ${root}`);
  const install = run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], root);
  console.log(`baseline ${short}: npm ci in ${install} s`);
  const build = run('npm', ['run', 'build'], root);
  console.log(`baseline ${short}: npm run build in ${build} s`);
  writeFileSync(stamp, `${commit}\n`);
  return { role: 'baseline', label: short, root };
}

/** The working tree's build (`npm run build` first). */
export function currentTree(): Variant {
  const dirty = git(['status', '--porcelain']) ? ' + changes' : '';
  return {
    role: 'current',
    label: `${git(['rev-parse', '--short', 'HEAD'])}${dirty}`,
    root: process.cwd(),
  };
}

/**
 * What a bench measures: the working tree alone, or with `--baseline <ref>` the ref's build
 * first and the working tree second (the order the rounds alternate in). The working tree is
 * built first when its build is missing or older than its sources (as `npm start` would).
 */
export function benchVariants(): Variant[] {
  const ref = baselineRef();
  const current = currentTree();
  if (!buildIsCurrent(current.root)) {
    console.log(`${current.label}: the build is missing or older than the sources; npm run build`);
    console.log(
      `${current.label}: npm run build in ${run('npm', ['run', 'build'], current.root)} s`,
    );
  }
  return ref ? [buildBaseline(ref), current] : [current];
}

/**
 * Runs `measure` for each variant in turn, `rounds` times (A B A B …), so a slow spell of the
 * machine falls on both builds alike.
 */
export async function alternately<T extends Variant>(
  variants: T[],
  rounds: number,
  measure: (variant: T, round: number) => Promise<void>,
) {
  for (let round = 0; round < rounds; round++) {
    for (const variant of variants) await measure(variant, round);
  }
}
