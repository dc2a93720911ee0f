import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { preselectedSetter, readLastSetter, rememberSetter } from './last-setter';

describe('preselectedSetter', () => {
  it('starts on the remembered setter while it is still active', () => {
    expect(preselectedSetter('Alex Kim', ['Bea', 'Alex Kim'])).toBe('Alex Kim');
    expect(preselectedSetter('self', [])).toBe('Self');
    expect(preselectedSetter('Self', ['Alex Kim'])).toBe('Self');
  });

  it('starts on nothing when none was remembered or the setter left the choices', () => {
    expect(preselectedSetter(null, ['Alex Kim'])).toBeUndefined();
    expect(preselectedSetter('', ['Alex Kim'])).toBeUndefined();
    expect(preselectedSetter('Alex Kim', [])).toBeUndefined(); // deactivated
    expect(preselectedSetter('alex kim', ['Alex Kim'])).toBeUndefined(); // renamed since
  });

  it('only ever answers Self or an active setter', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.string()), (remembered, active) => {
        const picked = preselectedSetter(remembered, active);
        if (picked !== undefined) expect(picked === 'Self' || active.includes(picked)).toBe(true);
      }),
    );
  });
});

describe('the remembered setter on this device', () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept per member', () => {
    rememberSetter('member-a', 'Alex Kim');
    rememberSetter('member-b', 'Self');
    expect(readLastSetter('member-a')).toBe('Alex Kim');
    expect(readLastSetter('member-b')).toBe('Self');
    expect(readLastSetter('member-c')).toBeNull();
  });

  it('is simply absent where storage is refused', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => rememberSetter('member-a', 'Alex Kim')).not.toThrow();
    expect(readLastSetter('member-a')).toBeNull();
  });
});
