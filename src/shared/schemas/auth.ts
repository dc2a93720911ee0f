import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));

export const signInInput = z.strictObject({
  email,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX, 'Password is too long'),
  rememberMe: z.boolean().optional(),
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
