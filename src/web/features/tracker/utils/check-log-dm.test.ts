import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handlePlatforms } from '@/shared/domain/prospect-input';
import { INVALID_URL, MISSING_INFO, NEEDS_PLATFORM } from '@/shared/schemas/dm-messages';
import { checkLogDm } from './check-log-dm';

describe('checkLogDm', () => {
  it('refuses a bare handle without a platform, marking the platform field', () => {
    for (const profileUrl of ['@jade.fit', 'jade_fit']) {
      expect(checkLogDm({ profileUrl }, true)).toEqual({
        ok: false,
        field: 'platform',
        ...NEEDS_PLATFORM,
      });
    }
  });

  it('passes the handle on with the platform the member picked', () => {
    expect(checkLogDm({ profileUrl: '@jade.fit', platform: 'instagram' }, true)).toEqual({
      ok: true,
      input: { profileUrl: '@jade.fit', platform: 'instagram' },
    });
  });

  it('asks for the URL and the setter first, then a valid URL', () => {
    expect(checkLogDm({ profileUrl: ' ' }, false)).toMatchObject({
      field: 'profileUrl',
      ...MISSING_INFO,
    });
    expect(checkLogDm({ profileUrl: '@jade.fit', setterName: '' }, false)).toMatchObject({
      field: 'setterName',
      ...MISSING_INFO,
    });
    expect(checkLogDm({ profileUrl: 'https://no host' }, true)).toMatchObject({
      field: 'profileUrl',
      ...INVALID_URL,
    });
  });

  it('never lets a handle through without a platform, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^@?[a-z0-9_.-]{1,30}$/),
        fc.constantFrom(undefined, ...handlePlatforms),
        (profileUrl, platform) => {
          const checked = checkLogDm({ profileUrl, platform }, true);
          if (checked.ok && profileUrl.startsWith('@')) expect(platform).toBeDefined();
        },
      ),
    );
  });
});
