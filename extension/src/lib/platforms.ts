import type { HandlePlatform } from '@/shared/domain/prospect-input';

/** The four platforms' hosts: the only pages the extension's content scripts run on. */
const PLATFORM_HOSTS: Record<string, HandlePlatform> = {
  'www.linkedin.com': 'linkedin',
  'www.instagram.com': 'instagram',
  'x.com': 'twitter',
  'www.facebook.com': 'facebook',
};

/** The match patterns of the manifest's content scripts, one per host. */
export const PLATFORM_MATCHES = Object.keys(PLATFORM_HOSTS).map((host) => `https://${host}/*`);

export const platformOfHost = (hostname: string): HandlePlatform | null =>
  PLATFORM_HOSTS[hostname] ?? null;

export const PLATFORM_NAMES: Record<HandlePlatform, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  twitter: 'X',
  facebook: 'Facebook',
};
