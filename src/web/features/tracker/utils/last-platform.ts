import { handlePlatforms, type HandlePlatform } from '@/shared/domain/prospect-input';

const KEY = 'dm-sprint:log-dm-platform';

/** The platform the member last logged a handle on (a device preference, not member data). */
export function lastPlatform(): HandlePlatform {
  try {
    const stored = localStorage.getItem(KEY);
    return handlePlatforms.find((platform) => platform === stored) ?? 'linkedin';
  } catch {
    return 'linkedin';
  }
}

export function rememberPlatform(platform: HandlePlatform): void {
  try {
    localStorage.setItem(KEY, platform);
  } catch {
    // storage refused (private mode): the choice lasts this visit only
  }
}
