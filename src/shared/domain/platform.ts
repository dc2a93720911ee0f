/**
 * Profile URLs (docs/decisions/0109-profile-urls.md): validation, platform, duplicate key and a
 * readable name.
 */

export const platforms = ['linkedin', 'twitter', 'instagram', 'facebook', 'other'] as const;
export type Platform = (typeof platforms)[number];

export const MAX_PROFILE_URL_LENGTH = 2048;
export const PROFILE_REVIEW_NAME = 'Profile Review Required';

const PLATFORM_BY_HOST: Record<string, Platform> = {
  'linkedin.com': 'linkedin',
  'twitter.com': 'twitter',
  'x.com': 'twitter',
  'instagram.com': 'instagram',
  'instagr.am': 'instagram',
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
};

/** Paths on the social hosts that are pages of the site, not somebody's profile. */
const NOT_HANDLES = new Set([
  'profile.php',
  'people',
  'pages',
  'groups',
  'watch',
  'p',
  'reel',
  'reels',
  'explore',
  'stories',
  'home',
  'search',
  'i',
  'intent',
  'share',
  'hashtag',
  'events',
  'marketplace',
]);

/**
 * Query parameters that only say where a link was shared from or clicked (Instagram's `igsh`,
 * `utm_*`, `fbclid`, Spotify-style `si`…): a profile never needs them. On the social hosts
 * every one of them goes, and the fragment too; on another site only the names no site uses
 * for anything else, so `example.com/team?s=jane` keeps its `s`.
 */
const ANYWHERE_TRACKING =
  /^(utm_.*|fbclid|gclid|dclid|msclkid|igsh|igshid|mibextid|mc_cid|mc_eid|_hsenc|_hsmi)$/i;
const SOCIAL_TRACKING =
  /^(si|s|t|ref|ref_src|ref_url|refsrc|trk|trkinfo|lipi|originalsubdomain|rcm|share_id|sharer_id|hl|__cft__.*|__tn__|_rdr|rdid|paipv|eav|ig_rid|ig_mid)$/i;

/**
 * The one profile-URL clean-up every path goes through (typed, pasted, shared, imported,
 * checked in an export, logged by the v1 API or MCP): tracking parameters dropped (above).
 * Facebook's `profile.php?id=` stays.
 */
export function dropTracking(url: URL, platform: Platform): URL {
  const clean = new URL(url.href);
  for (const key of [...clean.searchParams.keys()]) {
    if (ANYWHERE_TRACKING.test(key) || (platform !== 'other' && SOCIAL_TRACKING.test(key))) {
      clean.searchParams.delete(key);
    }
  }
  if (platform !== 'other') clean.hash = '';
  return clean;
}

export type ParsedProfile = {
  url: string;
  platform: Platform;
  key: string;
  name: string;
};

export type ProfileUrlResult =
  { ok: true; profile: ParsedProfile } | { ok: false; reason: 'missing' | 'invalid' };

export function bareHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
}

export function platformOf(url: URL): Platform {
  return PLATFORM_BY_HOST[bareHost(url.hostname)] ?? 'other';
}

function pathSegments(url: URL): string[] {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The handle a profile URL names, lower-cased, or null when it has none. */
export function handleOf(url: URL, platform: Platform): string | null {
  const segments = pathSegments(url);
  if (platform === 'linkedin') {
    return segments[0]?.toLowerCase() === 'in' && segments[1] ? segments[1].toLowerCase() : null;
  }
  if (platform === 'other') return null;
  const first = segments[0]?.replace(/^@/, '');
  if (!first || NOT_HANDLES.has(first.toLowerCase())) return null;
  return first.toLowerCase();
}

/**
 * One key per person, so a second DM to the same profile can be noticed
 * (docs/decisions/0109-profile-urls.md).
 */
export function profileKeyOf(url: URL, platform: Platform): string {
  const handle = handleOf(url, platform);
  if (handle) return `${platform}:${handle}`;
  const path = url.pathname.replace(/\/+$/, '').toLowerCase();
  return `${bareHost(url.hostname)}${path}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * '/in/jane-doe-4a1b2c' → 'Jane Doe'; null when the handle does not read as a name
 * (docs/decisions/0109-profile-urls.md).
 */
export function nameFromHandle(handle: string): string | null {
  const words = handle
    .split(/[-_.\s]+/)
    .filter((word) => word && !/\d/.test(word) && /^\p{L}+$/u.test(word));
  if (words.length === 0) return null;
  return words.slice(0, 4).map(capitalize).join(' ');
}

/**
 * Scheme-less URLs get https://; only http(s) with a real host; at most 2,048 characters;
 * tracking parameters dropped (`dropTracking`) (docs/decisions/0109-profile-urls.md). The result
 * carries everything a logged DM stores about its profile.
 */
export function parseProfileUrl(raw: string): ProfileUrlResult {
  const trimmed = raw.trim();
  if (!trimmed) return { ok: false, reason: 'missing' };
  if (trimmed.length > MAX_PROFILE_URL_LENGTH || /\s/.test(trimmed) || trimmed.startsWith('//')) {
    return { ok: false, reason: 'invalid' };
  }
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'invalid' };
  if (url.username || url.password) return { ok: false, reason: 'invalid' };
  const host = url.hostname;
  if (!host.includes('.') || host.startsWith('.') || host.endsWith('.')) {
    return { ok: false, reason: 'invalid' };
  }
  if (url.href.length > MAX_PROFILE_URL_LENGTH) return { ok: false, reason: 'invalid' };
  const platform = platformOf(url);
  const handle = handleOf(url, platform);
  return {
    ok: true,
    profile: {
      url: dropTracking(url, platform).href,
      platform,
      key: profileKeyOf(url, platform),
      name: (handle && nameFromHandle(handle)) || PROFILE_REVIEW_NAME,
    },
  };
}

/** Only http(s) URLs may become links in the UI; anything else renders as text. */
export function isSafeHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
