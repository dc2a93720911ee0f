import { describe, expect, it } from 'vitest';
import { continuePath, signInThenContinue } from './continue-path';

describe('continuePath', () => {
  it('returns to the page that asked for a sign-in', () => {
    const location = { pathname: '/share', search: '?text=a%20b&url=https%3A%2F%2Fx.com%2Fa' };
    const auth = new URL(signInThenContinue(location), 'http://localhost');
    expect(continuePath(auth.search)).toBe('/share?text=a%20b&url=https%3A%2F%2Fx.com%2Fa');
  });

  it.each(['', '?next=https://evil.example', '?next=//evil.example', '?next=/\\evil.example'])(
    'goes to the dashboard for %j',
    (search) => expect(continuePath(search)).toBe('/dashboard'),
  );
});
