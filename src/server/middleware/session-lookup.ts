import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Auth } from '../auth';
import type { Viewer } from '../context';
import type { Db } from '../db/client';
import { profiles, session, user } from '../db/schema';

/**
 * The common case of "who is calling?" in one query instead of three (session, user, profile):
 * the session cookie's signature is checked here with better-auth's own secret and cookie name,
 * then session ⋈ user ⋈ profile is read by token. Only a live session that better-auth would
 * not refresh on this request is answered here; anything else (no or bad cookie, unknown or
 * expired session, a refresh due, a "don't remember me" session, a missing profile, a secondary
 * session store) returns null and the caller takes better-auth's full path, so behaviour is
 * unchanged — only the cost of the everyday request is.
 */
export function createSessionLookup(auth: Auth, db: Db) {
  const settings = auth.$context.then((ctx) => {
    // Features that move sessions out of the session table: the fast path stands aside.
    const options = ctx.options as {
      secondaryStorage?: unknown;
      session?: { cookieCache?: { enabled?: boolean } };
    };
    return {
      cookieName: ctx.authCookies.sessionToken.name,
      dontRememberName: ctx.authCookies.dontRememberToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
      usable: !options.secondaryStorage && !options.session?.cookieCache?.enabled,
    };
  });

  return async function lookup(c: Context): Promise<Viewer | null> {
    const config = await settings;
    if (!config.usable || getCookie(c, config.dontRememberName)) return null;
    const signed = getCookie(c, config.cookieName);
    const token = signed ? verifiedToken(signed, config.secret) : null;
    if (!token) return null;
    const [row] = await db
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        userId: user.id,
        email: user.email,
        name: user.name,
        profile: profiles,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      .where(eq(session.token, token));
    if (!row?.profile) return null;
    const expires = row.expiresAt.getTime();
    const now = Date.now();
    const refreshDue = expires - config.expiresInMs + config.updateAgeMs <= now;
    if (expires <= now || refreshDue) return null;
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      sessionId: row.sessionId,
      profile: row.profile,
    };
  };
}

/** better-call's signed cookie: `<value>.<base64 HMAC-SHA256(value)>`; the value, or null. */
function verifiedToken(signedValue: string, secret: string): string | null {
  const dot = signedValue.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signedValue.slice(0, dot);
  const signature = Buffer.from(signedValue.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(value).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return value;
}
