import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, MemberEnv } from '../context';
import { errorJson } from '../http/errors';
import { authSessionId, authUserId } from '../http/ids';
import { createProfile, findProfile, type ProfileRow } from '../profiles/profiles.service';
import { createSessionLookup } from './session-lookup';

/** 401 without a live session; loads the viewer (account + profile) for the handlers. */
export function requireSession({ auth, db, config }: Pick<AppDeps, 'auth' | 'db' | 'config'>) {
  const lookup = createSessionLookup(auth, db);
  return createMiddleware<AppEnv>(async (c, next) => {
    const fast = await lookup(c);
    if (fast) {
      c.set('viewer', fast);
      return next();
    }
    const found = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!found) return errorJson(c, 401, 'unauthenticated', 'Sign in to continue.');
    const { user, session } = found;
    const userId = authUserId(user.id);
    const profile =
      (await findProfile(db, userId)) ??
      (await createProfile(db, { ...user, id: userId }, config.adminEmails));
    c.set('viewer', {
      userId,
      email: user.email,
      name: user.name,
      sessionId: authSessionId(session.id),
      profile,
    });
    await next();
  });
}

/** Why a pending or rejected account is refused (403), or null for an approved one. */
export function approvalRefusal(profile: Pick<ProfileRow, 'approvalStatus'>) {
  if (profile.approvalStatus === 'approved') return null;
  return profile.approvalStatus === 'rejected'
    ? { code: 'account_rejected', message: 'Your account application was not approved.' }
    : { code: 'account_pending', message: 'Your account is pending approval.' };
}

/**
 * A pending or rejected account gets 403 from every data endpoint
 * (docs/decisions/0101-server-enforced-approval.md).
 */
export const requireApproved = createMiddleware<MemberEnv>(async (c, next) => {
  const refusal = approvalRefusal(c.get('viewer').profile);
  if (refusal) return errorJson(c, 403, refusal.code, refusal.message);
  await next();
});

/** An approved admin only (a session's or an admin's API token). */
export const requireAdmin = createMiddleware<MemberEnv>(async (c, next) => {
  const { profile } = c.get('viewer');
  if (!profile.isAdmin || profile.approvalStatus !== 'approved') {
    return errorJson(c, 403, 'forbidden', "You don't have admin privileges.");
  }
  await next();
});
