import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../domain/password';

const email = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const signInInput = z.strictObject({
  email,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX, 'Password is too long'),
  rememberMe: z.boolean().optional(),
  /** The code mailed when the account is under attack (docs/product.md, Sign in). */
  emailCode: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email')
    .optional(),
});
export type SignInInput = z.infer<typeof signInInput>;

export const signUpInput = z.strictObject({
  name: z.string().trim().min(1, 'Enter your full name').max(100, 'Name is too long'),
  company: z.string().trim().min(1, 'Enter your company').max(100, 'Company is too long'),
  industry: z.string().trim().min(1, 'Enter your industry').max(100, 'Industry is too long'),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignUpInput = z.infer<typeof signUpInput>;

const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const forgotPasswordInput = z.strictObject({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .strictObject({ newPassword, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The two passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

export const changePasswordInput = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  newPassword,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
