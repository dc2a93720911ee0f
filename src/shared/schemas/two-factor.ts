import { z } from 'zod';
import { PASSWORD_MAX } from '../domain/password';

export const twoFactorPasswordInput = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX, 'Password is too long'),
});

export const totpCodeInput = z.strictObject({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
  trustDevice: z.boolean().optional(),
});
export type TotpCodeInput = z.input<typeof totpCodeInput>;

/** Backup codes look like `aB3dE-fG7hJ`. */
export const backupCodeInput = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, 'Enter a backup code like abcde-12345'),
  trustDevice: z.boolean().optional(),
});
export type BackupCodeInput = z.infer<typeof backupCodeInput>;
