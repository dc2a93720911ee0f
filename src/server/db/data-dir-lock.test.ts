import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'dm-sprint-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first process lives', async () => {
    const dir = tempDir();
    // another live process holds the lock
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another DM Sprint process/);
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that died (kill -9)', async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    writeFileSync(path.join(dir, 'server.lock'), String(dead.pid));
    const unlock = lockDataDir(dir);
    unlock();
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('creates the directory and releases the lock', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const unlock = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(true);
    unlock();
    const again = lockDataDir(dir);
    again();
  });
});
