import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { serializeSigned } from 'hono/utils/cookie';

const COOKIE = 'dm_sprint_device';
const ONE_YEAR = 365 * 24 * 60 * 60;

/** Which account this browser last signed in to, as a hash: the cookie names no address. */
const accountMark = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

/** True when this browser signed in to the account before (a cookie we signed). */
export async function isKnownDevice(c: Context, secret: string, email: string): Promise<boolean> {
  const mark = await getSignedCookie(c, secret, COOKIE);
  return typeof mark === 'string' && mark === accountMark(email);
}

/** The Set-Cookie header that marks this browser as one the account signed in from. */
export function knownDeviceCookie(secret: string, email: string, secure: boolean): Promise<string> {
  return serializeSigned(COOKIE, accountMark(email), secret, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: ONE_YEAR,
  });
}
