import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseProspect } from './prospect-input';
import { findSharedHandle, findSharedProfile, profileInText } from './share-text';

describe('findSharedProfile', () => {
  it('finds the profile URL inside an app’s messy share text and drops tracking', () => {
    const profile = findSharedProfile({
      title: 'Jane Doe | LinkedIn',
      text: "Check out Jane Doe's profile on LinkedIn https://www.linkedin.com/in/jane-doe-4a1b2c?utm_source=share&utm_medium=member_android.",
    });
    expect(profile).toMatchObject({
      url: 'https://www.linkedin.com/in/jane-doe-4a1b2c',
      platform: 'linkedin',
      name: 'Jane Doe',
    });
  });

  it('prefers url, skips other hosts, keeps Facebook’s profile id', () => {
    expect(
      findSharedProfile({
        text: 'see https://example.com/blog and https://x.com/SamRivera?s=20&t=abc',
      })?.url,
    ).toBe('https://x.com/SamRivera');
    expect(
      findSharedProfile({
        url: 'https://www.facebook.com/profile.php?id=123&mibextid=ZbWKwL',
        text: 'https://x.com/other',
      })?.url,
    ).toBe('https://www.facebook.com/profile.php?id=123');
    expect(
      findSharedProfile({ url: 'https://www.instagram.com/nina.creates/?igsh=xyz' })?.url,
    ).toBe('https://www.instagram.com/nina.creates/');
  });

  it('reads a typed url without its scheme', () => {
    expect(findSharedProfile({ url: ' x.com/sam_rivera ' })?.url).toBe('https://x.com/sam_rivera');
  });

  it('finds nothing in text without a usable link', () => {
    expect(findSharedProfile({ title: 'Jane', text: 'hello there' })).toBeNull();
    expect(findSharedProfile({ text: 'javascript:alert(1) https://example.com/jane' })).toBeNull();
    expect(findSharedProfile({})).toBeNull();
  });

  it('never throws and never keeps a utm_ parameter, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const found = findSharedProfile({
          text: `${before} https://www.linkedin.com/in/someone?utm_campaign=x ${after}`,
        });
        expect(found?.url ?? '').not.toMatch(/utm_/);
      }),
    );
    expect(findSharedProfile({ url: 'https://x.com/a?ref_src=twsrc#top' })?.url).toBe(
      'https://x.com/a',
    );
  });
});

describe('profileInText (the Log DM dialog’s Paste)', () => {
  it('takes just the profile out of an app’s share text, as the share page does', () => {
    expect(
      profileInText(
        "Check out Nina's profile https://www.linkedin.com/in/nina?utm_source=share_via&utm_content=profile on LinkedIn.",
      ),
    ).toBe('https://www.linkedin.com/in/nina');
    expect(profileInText('Sam (@sam) on X: https://x.com/sam_rivera?s=20\nlast line')).toBe(
      'https://x.com/sam_rivera',
    );
  });

  it('keeps one handle or one address as it was copied', () => {
    expect(profileInText('  @jade.fit ')).toBe('@jade.fit');
    expect(profileInText('janedoe')).toBe('janedoe');
    expect(profileInText('linkedin.com/in/jane-doe')).toBe('https://linkedin.com/in/jane-doe');
    expect(profileInText('https://example.com/team/jane')).toBe('https://example.com/team/jane');
  });

  it('finds nothing in text without a profile', () => {
    expect(profileInText('')).toBeNull();
    expect(profileInText('   ')).toBeNull();
    expect(profileInText('see you at 5, thanks!')).toBeNull();
    expect(profileInText('read https://example.com/blog later')).toBeNull();
    expect(profileInText('javascript:alert(1)')).toBeNull();
  });

  it('answers what the dialog accepts, or nothing, whatever was copied', () => {
    fc.assert(
      fc.property(fc.string(), (copied) => {
        const found = profileInText(copied);
        if (found === null) return;
        const parsed = parseProspect(found);
        expect(parsed.ok || parsed.reason === 'needs_platform').toBe(true);
        expect(found).not.toMatch(/\s/);
      }),
    );
  });
});

describe('findSharedHandle (a share that is one @handle)', () => {
  it('finds a bare handle, in the url or the text, and nothing else', () => {
    expect(findSharedHandle({ url: '@marco.rossi' })).toBe('@marco.rossi');
    expect(findSharedHandle({ url: ' marco_rossi ' })).toBe('marco_rossi');
    expect(findSharedHandle({ text: ' @marco_rossi ' })).toBe('@marco_rossi');
    expect(findSharedHandle({ text: 'Hello' })).toBeNull(); // shared text needs its @
    expect(findSharedHandle({ url: 'https://x.com/marco' })).toBeNull();
    expect(findSharedHandle({ text: 'Check out @marco on X' })).toBeNull();
    expect(findSharedHandle({ url: 'example.com/jane' })).toBeNull();
    expect(findSharedHandle({})).toBeNull();
  });
});
