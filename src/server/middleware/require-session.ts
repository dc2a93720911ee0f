import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { errorJson } from '../http/errors';
import { authSessionId, authUserId } from '../http/ids';
import { createProfile, findProfile } from '../profiles/profiles.service';
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

/**
 * A pending or rejected account gets 403 from every data endpoint
 * (docs/decisions/0101-server-enforced-approval.md).
 */
export const requireApproved = createMiddleware<AppEnv>(async (c, next) => {
  const { profile } = c.get('viewer');
  if (profile.approvalStatus !== 'approved') {
    return errorJson(
      c,
      403,
      profile.approvalStatus === 'rejected' ? 'account_rejected' : 'account_pending',
      profile.approvalStatus === 'rejected'
        ? 'Your account application was not approved.'
        : 'Your account is pending approval.',
    );
  }
  await next();
});

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const { profile } = c.get('viewer');
  if (!profile.isAdmin || profile.approvalStatus !== 'approved') {
    return errorJson(c, 403, 'forbidden', "You don't have admin privileges.");
  }
  await next();
});
