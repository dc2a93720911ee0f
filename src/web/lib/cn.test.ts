import { describe, expect, it } from 'vitest';
import { cn, recordMergedClasses, takeOverMergedClasses, warmCn } from './cn';

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

  it('keeps what it merges while recording, each list as merged or as it was', () => {
    const stop = recordMergedClasses();
    cn('m-1 m-2 record-a');
    cn('gap-1 record-b');
    const lists = stop();
    cn('p-1 record-c'); // no longer recording
    expect(lists).toEqual([['m-1 m-2 record-a', 'm-2 record-a'], ['gap-1 record-b']]);
  });

  it('answers a list handed over as the server merged it, without merging it again', () => {
    takeOverMergedClasses([['w-1 w-2 handed-a', 'w-2 handed-a'], ['handed-b']]);
    expect(cn('w-1 w-2 handed-a')).toBe('w-2 handed-a');
    expect(cn('handed-b')).toBe('handed-b');
    // What the server merged is what the browser answers, even where tailwind-merge would differ.
    takeOverMergedClasses([['h-1 h-2 handed-c', 'h-1 handed-c']]);
    expect(cn('h-1 h-2 handed-c')).toBe('h-1 handed-c');
  });
});
