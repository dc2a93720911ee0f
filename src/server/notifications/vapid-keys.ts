import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { generateVapidKeys, type VapidKeys } from './push-sender';

/**
 * VAPID keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once into DATA_DIR.
 * Every instance must sign with the same keys: a browser's subscription is bound to the public
 * key it subscribed with, so several instances need the environment variables.
 */
export function loadVapidKeys(env: Env, baseURL: string, logger: Logger): VapidKeys {
  const subject =
    env.VAPID_SUBJECT ?? (baseURL.startsWith('https://') ? baseURL : 'mailto:admin@localhost');
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.DATABASE_URL) {
    logger.warn(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: this instance uses keys from its DATA_DIR; give every instance the same keys or push notifications fail on the others',
    );
  }
  const file = path.join(env.DATA_DIR, 'vapid.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
    return { ...stored, subject };
  }
  const { publicKey, privateKey } = generateVapidKeys(subject);
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600 });
  return { publicKey, privateKey, subject };
}
