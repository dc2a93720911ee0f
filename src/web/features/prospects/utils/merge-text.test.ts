import { describe, expect, it } from 'vitest';
import type { ProspectId } from '@/shared/schemas/ids';
import { mergedText, unmergedText, withPlatforms } from './merge-text';

const lena = (id: string, ...platforms: Array<'instagram' | 'linkedin' | 'twitter'>) => ({
  id: id as ProspectId,
  name: 'Lena Brandt',
  profiles: platforms.map((platform) => ({ platform, profileUrl: `https://${platform}.com/x` })),
});

describe('merge texts', () => {
  it('name the platforms, so two prospects of one name are told apart', () => {
    const instagram = lena('a', 'instagram');
    const linkedin = lena('b', 'linkedin', 'twitter', 'linkedin');
    expect(mergedText(instagram, linkedin)).toBe(
      'Merged Lena Brandt (Instagram) into Lena Brandt (LinkedIn, X)',
    );
    expect(unmergedText(instagram)).toBe(
      'Lena Brandt (Instagram) is a prospect of their own again.',
    );
    expect(withPlatforms(lena('c'))).toBe('Lena Brandt');
  });
});
