import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { handlePlatforms, parseProspect } from './prospect-input';

describe('parseProspect', () => {
  it('turns a handle and its platform into the profile URL', () => {
    const parsed = parseProspect('@nina.creates', 'instagram');
    expect(parsed).toMatchObject({
      ok: true,
      profile: {
        url: 'https://www.instagram.com/nina.creates',
        platform: 'instagram',
        key: 'instagram:nina.creates',
      },
    });
    expect(parseProspect('jane-doe-4a1b2c', 'linkedin')).toMatchObject({
      ok: true,
      profile: { url: 'https://www.linkedin.com/in/jane-doe-4a1b2c', name: 'Jane Doe' },
    });
  });

  it('refuses a handle without a platform instead of reading it as a URL', () => {
    expect(parseProspect('@nina.creates')).toEqual({ ok: false, reason: 'needs_platform' });
    expect(parseProspect('janedoe')).toEqual({ ok: false, reason: 'needs_platform' });
  });

  it('reads URLs as URLs whatever platform is picked', () => {
    expect(parseProspect('x.com/SamRivera', 'linkedin')).toMatchObject({
      ok: true,
      profile: { platform: 'twitter', url: 'https://x.com/SamRivera' },
    });
    expect(parseProspect('@bad handle', 'instagram')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseProspect('', 'instagram')).toEqual({ ok: false, reason: 'missing' });
  });

  it('a handle always lands on the chosen platform, keyed by the handle', () => {
    fc.assert(
      fc.property(
        // prefixed: bare site paths such as 'p' or 'pages' are not anybody's profile
        fc.stringMatching(/^[a-z0-9_]{1,30}$/).map((handle) => `nina_${handle}`),
        fc.constantFrom(...handlePlatforms),
        (handle, platform) => {
          const parsed = parseProspect(`@${handle}`, platform);
          expect(parsed.ok && parsed.profile.platform).toBe(platform);
          expect(parsed.ok && parsed.profile.key).toBe(`${platform}:${handle}`);
        },
      ),
    );
  });
});
