import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { UserId } from '../../src/shared/schemas/ids';

export const PASSWORD = 'correct-horse-battery';
let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Signs up through the API; the context then holds the session cookie. */
export async function signUpVia(
  request: APIRequestContext,
  fields: { name: string; email?: string; company?: string; industry?: string },
) {
  const email = fields.email ?? uniqueEmail(fields.name.split(' ')[0].toLowerCase());
  const response = await request.post('/api/auth/sign-up/email', {
    data: {
      name: fields.name,
      company: fields.company ?? 'Acme',
      industry: fields.industry ?? 'Coaching',
      email,
      password: PASSWORD,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { id: UserId } };
  return { email, userId: body.user.id };
}

export async function approve(admin: BrowserContext, userId: string) {
  const response = await admin.request.post(`/api/admin/users/${userId}/decision`, {
    data: { status: 'approved' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A community for a browser test: the admin (first account) and one approved member, each in
 * their own browser context.
 */
export async function approvedMember(
  admin: BrowserContext,
  member: BrowserContext,
  name = 'Mia Member',
) {
  const account = await signUpVia(member.request, { name });
  await approve(admin, account.userId);
  return account;
}
