import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isSafeHttpUrl,
  nameFromHandle,
  parseProfileUrl,
  PROFILE_REVIEW_NAME,
  type Platform,
} from './platform';

const ok = (raw: string) => {
  const result = parseProfileUrl(raw);
  if (!result.ok) throw new Error(`expected ${raw} to parse, got ${result.reason}`);
  return result.profile;
};

describe('parseProfileUrl', () => {
  it.each<[string, Platform]>([
    ['https://www.linkedin.com/in/jane-doe-4a1b2c/', 'linkedin'],
    ['linkedin.com/in/jane', 'linkedin'],
    ['https://m.linkedin.com/in/jane', 'linkedin'],
    ['https://twitter.com/jane', 'twitter'],
    ['https://x.com/jane', 'twitter'],
    ['https://mobile.twitter.com/jane', 'twitter'],
    ['https://instagram.com/jane.doe', 'instagram'],
    ['https://instagr.am/jane', 'instagram'],
    ['https://www.facebook.com/jane.doe', 'facebook'],
    ['https://fb.com/jane', 'facebook'],
    ['https://example.com/jane', 'other'],
    ['https://notlinkedin.com/in/jane', 'other'],
  ])('detects %s as %s', (raw, platform) => {
    expect(ok(raw).platform).toBe(platform);
  });

  it.each([
    [
      'https://www.instagram.com/nina.creates/?igsh=MWx2bmRz',
      'https://www.instagram.com/nina.creates/',
    ],
    [
      'instagram.com/nina.creates?igshid=abc&utm_source=ig_web',
      'https://instagram.com/nina.creates',
    ],
    [
      'https://www.linkedin.com/in/jane-doe?utm_source=share&utm_medium=member_ios&trk=x',
      'https://www.linkedin.com/in/jane-doe',
    ],
    ['https://x.com/sam_rivera?s=20&t=AbC#top', 'https://x.com/sam_rivera'],
    [
      'https://www.facebook.com/jane.doe?fbclid=IwAR0&mibextid=ZbWKwL',
      'https://www.facebook.com/jane.doe',
    ],
    [
      'https://www.facebook.com/profile.php?id=1000123&mibextid=abc',
      'https://www.facebook.com/profile.php?id=1000123',
    ],
    ['https://example.com/team?s=jane&utm_campaign=x&gclid=1', 'https://example.com/team?s=jane'],
    ['https://example.com/jane#about', 'https://example.com/jane#about'],
  ])('drops the tracking parameters of %s', (raw, url) => {
    expect(ok(raw).url).toBe(url);
  });

  it('keeps a profile and its key whatever tracking is added to it', () => {
    const trackers = fc.constantFrom('utm_source', 'utm_medium', 'igsh', 'fbclid', 'si', 'gclid');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(trackers, fc.stringMatching(/^[A-Za-z0-9]{0,12}$/))),
        (pairs) => {
          const query = pairs.map(([key, value]) => `${key}=${value}`).join('&');
          const plain = ok('https://www.instagram.com/nina.creates');
          const tracked = ok(`https://www.instagram.com/nina.creates${query ? `?${query}` : ''}`);
          expect(tracked.url).toBe(plain.url);
          expect(tracked.key).toBe(plain.key);
        },
      ),
    );
  });

  it('adds https:// to a URL without a scheme', () => {
    expect(ok('linkedin.com/in/jane').url).toBe('https://linkedin.com/in/jane');
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['javascript:alert(1)', 'invalid'],
    ['data:text/html,<script>alert(1)</script>', 'invalid'],
    ['//evil.example', 'invalid'],
    ['ftp://example.com/x', 'invalid'],
    ['https://exa mple.com', 'invalid'],
    ['not a url', 'invalid'],
    ['https://localhost/x', 'invalid'],
    ['https://user:pw@example.com/', 'invalid'],
    [`https://example.com/${'a'.repeat(5000)}`, 'invalid'],
  ])('refuses %j as %s', (raw, reason) => {
    expect(parseProfileUrl(raw)).toEqual({ ok: false, reason });
  });

  it('gives the same key to twitter.com and x.com, any case, slash or query', () => {
    const keys = [
      'https://twitter.com/JaneDoe',
      'https://x.com/janedoe/',
      'x.com/janedoe?ref=abc#top',
      'https://mobile.twitter.com/@janedoe',
    ].map((raw) => ok(raw).key);
    expect(new Set(keys)).toEqual(new Set(['twitter:janedoe']));
  });

  it('keys other sites by host and path without www, slash, query or fragment', () => {
    expect(ok('https://www.Example.com/Team/Jane/?utm=1#x').key).toBe('example.com/team/jane');
  });

  it('names a prospect from the handle where it can', () => {
    expect(ok('https://www.linkedin.com/in/jane-doe-4a1b2c').name).toBe('Jane Doe');
    expect(ok('https://instagram.com/mark_smith').name).toBe('Mark Smith');
    expect(ok('https://facebook.com/profile.php?id=123').name).toBe(PROFILE_REVIEW_NAME);
    expect(ok('https://example.com/about').name).toBe(PROFILE_REVIEW_NAME);
    expect(ok('https://x.com/user12345').name).toBe(PROFILE_REVIEW_NAME);
  });

  it('never throws and only ever accepts http(s) URLs (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (raw) => {
        const result = parseProfileUrl(raw);
        if (result.ok) {
          expect(isSafeHttpUrl(result.profile.url)).toBe(true);
          expect(result.profile.url.length).toBeLessThanOrEqual(2048);
          expect(result.profile.name.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('accepts any generated web URL and keeps its platform stable (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (raw) => {
        const result = parseProfileUrl(raw);
        if (!result.ok) return; // fast-check makes hosts without a dot, which we refuse
        expect(parseProfileUrl(result.profile.url)).toEqual(result);
      }),
    );
  });
});

describe('nameFromHandle', () => {
  it('drops numeric and id-like words', () => {
    expect(nameFromHandle('john-smith-123abc')).toBe('John Smith');
    expect(nameFromHandle('12345')).toBeNull();
    expect(nameFromHandle('josé-garcía')).toBe('José García');
  });
});
