import { describe, expect, it } from 'vitest';
import { isoWriter } from './utc-text';

describe('isoWriter', () => {
  it('writes every instant as toISOString does', () => {
    const write = isoWriter();
    const instants = [
      0,
      -1,
      Date.UTC(2026, 10, 28, 23, 59, 59, 999),
      Date.UTC(2024, 1, 29, 12, 0, 0, 5),
      Date.UTC(1969, 11, 31, 23, 59, 59, 1),
      Date.UTC(0, 0, 1) - 1,
      -62_167_219_200_000,
      253_402_300_799_999,
      253_402_300_800_000,
      8.64e15,
    ];
    // A spread over four centuries, several instants a day, so days repeat from the cache.
    let seed = 26;
    for (let index = 0; index < 5_000; index += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      instants.push(Math.round((seed / 2_147_483_648 - 0.5) * 2.5e13));
      instants.push(instants[instants.length - 1] + (seed % 3_600_000));
    }
    expect(instants.map(write)).toEqual(instants.map((ms) => new Date(ms).toISOString()));
  });
});
