import { describe, expect, it } from 'vitest';
import { cn, warmCn } from './cn';

describe('cn', () => {
  it('merges conflicting Tailwind classes, the later winning, once readied ahead', async () => {
    await warmCn();
    expect(cn('h-9 px-4 text-sm', { 'text-lg': true }, 'h-10 pointer-coarse:h-11')).toBe(
      'px-4 text-lg h-10 pointer-coarse:h-11',
    );
    expect(cn('rounded-md border', false, undefined, 'border-dashed')).toBe(
      'rounded-md border border-dashed',
    );
  });
});
