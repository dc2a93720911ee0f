import { describe, expect, it } from 'vitest';
import { isTakingOver, setTakingOver, takeoverGate } from './taking-over';

const takenOver = () => takeoverGate().promise;

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('takeoverGate', () => {
  it('is settled while no page is being taken over', async () => {
    expect(isTakingOver()).toBe(false);
    expect(await settled(takenOver())).toBe(true);
  });

  it('settles when the takeover ends, not before', async () => {
    setTakingOver(true);
    const waiting = takenOver();
    setTakingOver(true); // said twice: still the same wait
    expect(takenOver()).toBe(waiting);
    expect(await settled(waiting)).toBe(false);
    setTakingOver(false);
    expect(isTakingOver()).toBe(false);
    expect(await settled(waiting)).toBe(true);
  });
});
