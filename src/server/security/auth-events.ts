import { authUserId } from '../http/ids';
import { recordQuietly, type SecurityEventDeps } from './security-events';

type CreatedSession = { userId: string; ipAddress?: string | null; userAgent?: string | null };

/**
 * Paths whose new session is not a sign-in to warn about: an account's first session, and the
 * fresh session a password change hands the device it was made on.
 */
const NOT_A_SIGN_IN = new Set(['/sign-up/email', '/change-password']);

/**
 * better-auth's "session created" hook: every way of signing in (password, and the
 * two-factor and passkey steps that end in a session) is recorded as a new sign-in.
 */
export function recordSignIn(deps: SecurityEventDeps) {
  return async (created: CreatedSession, context: { path?: string } | null) => {
    if (context?.path && NOT_A_SIGN_IN.has(context.path)) return;
    await recordQuietly(deps, authUserId(created.userId), 'signed_in', {
      ipAddress: created.ipAddress,
      userAgent: created.userAgent,
    });
  };
}

/** A request's origin for the record: the client IP the API trusted, and the user agent. */
export const requestOrigin = (headers: Headers | undefined, ipHeader: string) => ({
  ipAddress: headers?.get(ipHeader) ?? null,
  userAgent: headers?.get('user-agent') ?? null,
});

/** better-auth's onPasswordReset: a password set from a reset link is a password change. */
export function recordPasswordReset(deps: SecurityEventDeps, ipHeader: string) {
  return async ({ user }: { user: { id: string } }, request?: Request) => {
    await recordQuietly(
      deps,
      authUserId(user.id),
      'password_changed',
      requestOrigin(request?.headers, ipHeader),
    );
  };
}
