import type { DevicePush } from './push-device';

/**
 * Whether the evening reminder reaches nobody: it is on, no device of the member's has push on
 * and reminders by email are off (the server then has no channel to send it by).
 */
export function nudgeReachesNobody(
  settings: { nudgeEnabled: boolean; nudgeEmail: boolean },
  pushDevices: number,
): boolean {
  return settings.nudgeEnabled && !settings.nudgeEmail && pushDevices === 0;
}

/** Whether this browser can offer to turn push on (it has push, not blocked, not on yet). */
export const canOfferPushHere = (state: DevicePush | undefined) => state === 'off';
