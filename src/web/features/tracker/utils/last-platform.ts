import { handlePlatforms, type HandlePlatform } from '@/shared/domain/prospect-input';

const KEY = 'dm-sprint:log-dm-platform';

/** A stored value if it names a platform a handle can be on; anything else is no choice. */
export const storedPlatform = (stored: string | null): HandlePlatform | undefined =>
  handlePlatforms.find((platform) => platform === stored);

/**
 * The platform the member last logged a handle on (a device preference, not member data), or
 * none: until the member picks one, a bare handle is never given a platform.
 */
export function lastPlatform(): HandlePlatform | undefined {
  try {
    return storedPlatform(localStorage.getItem(KEY));
  } catch {
    return undefined;
  }
}

export function rememberPlatform(platform: HandlePlatform): void {
  try {
    localStorage.setItem(KEY, platform);
  } catch {
    // storage refused (private mode): the choice lasts this visit only
  }
}
