import { describe, expect, it } from 'vitest';
import { boundedTurns } from './turns';

describe('turns on PostgreSQL', () => {
  it('runs at most the bound at once, each waiting turn starting as one ends, in order', async () => {
    const turns = boundedTurns(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const finish: Array<() => void> = [];
    const results = [0, 1, 2, 3, 4].map((n) =>
      turns.take(async () => {
        started.push(n);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
        return n * 10;
      }),
    );
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    await settle();
    expect(started).toEqual([0, 1]);
    finish.shift()!();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    while (finish.length > 0) {
      finish.shift()!();
      await settle();
    }
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30, 40]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('gives the slot back when a turn fails', async () => {
    const turns = boundedTurns(1);
    await expect(turns.take(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await turns.take(async () => 'next')).toBe('next');
  });
});
