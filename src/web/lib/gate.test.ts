import { describe, expect, it } from 'vitest';
import { createGate, openGate } from './gate';

describe('createGate', () => {
  it('stays pending until opened, then reads as fulfilled at once and settles', async () => {
    const gate = createGate();
    let settled = false;
    void gate.promise.then(() => (settled = true));
    await Promise.resolve();
    expect(gate.isOpen()).toBe(false);
    expect(settled).toBe(false);
    gate.open();
    // Synchronously, before any microtask: what React's use() reads.
    expect((gate.promise as Promise<void> & { status?: string }).status).toBe('fulfilled');
    expect(gate.isOpen()).toBe(true);
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('opens once: opening again changes nothing', () => {
    const gate = openGate();
    expect(gate.isOpen()).toBe(true);
    gate.open();
    expect(gate.isOpen()).toBe(true);
  });
});
