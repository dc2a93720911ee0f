import { z } from 'zod';
import { PASSWORD_MAX } from '../domain/password';
import { MAX_PROFILE_URL_LENGTH } from '../domain/platform';

/**
 * A fresh proof before an account goes (docs/decisions/0133-privacy.md): the password, and the
 * authenticator app's current code when two-factor is on. A member without a password (only
 * passkeys) sends neither and must have signed in within the last few minutes.
 */
export const reauthInput = z.strictObject({
  password: z.string().max(PASSWORD_MAX, 'Password is too long').optional(),
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))
    .optional(),
});
export type ReauthInput = z.input<typeof reauthInput>;

/** The admin erases one person from every member's logs by a profile URL of theirs. */
export const eraseProspectInput = z.strictObject({
  profileUrl: z.string().max(MAX_PROFILE_URL_LENGTH + 100, 'Please enter a valid profile URL.'),
});
export type EraseProspectInput = z.infer<typeof eraseProspectInput>;

/** How much an erasure takes (or took): DMs, in how many members' logs. */
export type ErasureCount = { members: number; dms: number };

/** Minutes a passkey-only member's sign-in counts as fresh for deleting the account. */
export const FRESH_SIGN_IN_MINUTES = 5;
