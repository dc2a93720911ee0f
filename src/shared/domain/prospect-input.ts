import { parseProfileUrl, platforms, type Platform, type ProfileUrlResult } from './platform';

/** The platforms a bare handle can be logged on (every known platform but 'other'). */
export const handlePlatforms = platforms.filter(
  (platform): platform is Exclude<Platform, 'other'> => platform !== 'other',
);
export type HandlePlatform = (typeof handlePlatforms)[number];

const PROFILE_BASE: Record<HandlePlatform, string> = {
  linkedin: 'https://www.linkedin.com/in/',
  twitter: 'https://x.com/',
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
};

/** '@nina.creates', or a word with no dot (which can never be a URL's host). */
const HANDLE = /^@?[\p{L}\p{N}_.-]{1,100}$/u;

export type ProspectResult = ProfileUrlResult | { ok: false; reason: 'needs_platform' };

/**
 * What the member typed in Log DM: a profile URL, or a handle with the platform they picked.
 * '@nina.creates' never becomes the URL https://nina.creates/.
 */
export function parseProspect(raw: string, platform?: HandlePlatform): ProspectResult {
  const trimmed = raw.trim();
  const isHandle = trimmed.startsWith('@') || (HANDLE.test(trimmed) && !trimmed.includes('.'));
  if (!isHandle || !HANDLE.test(trimmed)) return parseProfileUrl(trimmed);
  if (!platform) return { ok: false, reason: 'needs_platform' };
  return parseProfileUrl(PROFILE_BASE[platform] + encodeURIComponent(trimmed.replace(/^@/, '')));
}
