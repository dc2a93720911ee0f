import type { PlatformDetectors } from './detectors';

/**
 * A platform can log by itself only where the platform's own answer confirms a send (its
 * detectors name a send request); elsewhere each DM waits for the member's click. Apart from the
 * schema, so the content scripts do not carry zod.
 */
export const canLogByItself = (detectors: Pick<PlatformDetectors, 'sendRequests'>) =>
  detectors.sendRequests.length > 0;
