import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithSmtp, type SmtpTestApp } from '@/test/test-app';
import { Caller } from '@/test/http';
import { mailText } from '@/test/smtp-peer';

let smtp: SmtpTestApp['smtp'];
let t: SmtpTestApp;
beforeAll(async () => {
  t = await createTestAppWithSmtp({ config: { emailVerification: true } });
  smtp = t.smtp;
});
afterAll(() => t.close());

const mailTo = (address: string, subject: RegExp) =>
  smtp.received.find((mail) => mail.to.includes(address) && subject.test(mailText(mail)));

async function signUpAndVerify(name: string, email: string) {
  const caller = new Caller(t);
  const answer = await caller.post('/api/auth/sign-up/email', {
    name,
    company: 'Acme',
    industry: 'SaaS',
    email,
    password: 'correct-horse-battery',
  });
  expect(answer.status).toBe(200);
  await expect.poll(() => mailTo(email, /Verify your email/)).toBeTruthy();
  const link = mailText(mailTo(email, /Verify your email/)!).match(
    /http:\/\/\S+verify-email\S+/,
  )![0];
  const verified = await t.app.request(new URL(link).pathname + new URL(link).search);
  expect(verified.status).toBe(302);
  expect(new URL(verified.headers.get('location')!, link).pathname).toBe('/dashboard');
  expect(verified.headers.get('set-cookie')).toMatch(/session_token=/);
  return caller;
}

describe('mail over SMTP', () => {
  it('requires a verified email before sign-in, then sends the admin and approval mails', async () => {
    const admin = await signUpAndVerify('Ada Admin', 'ada@example.com');
    await admin.post('/api/auth/sign-in/email', {
      email: 'ada@example.com',
      password: 'correct-horse-battery',
    });
    expect((await admin.get('/api/me')).status).toBe(200);

    const member = new Caller(t);
    await member.post('/api/auth/sign-up/email', {
      name: 'Mo Member',
      company: 'Acme',
      industry: 'SaaS',
      email: 'mo@example.com',
      password: 'correct-horse-battery',
    });
    const early = await member.post<{ error: { message: string } }>('/api/auth/sign-in/email', {
      email: 'mo@example.com',
      password: 'correct-horse-battery',
    });
    expect(early.status).toBe(403);
    expect(early.body.error.message).toMatch(/verif/i);

    await expect.poll(() => mailTo('ada@example.com', /Mo Member/)).toBeTruthy();
    expect(mailText(mailTo('ada@example.com', /Mo Member/)!)).toContain('waiting for approval');

    const { body } = await admin.get<{ users: Array<{ userId: string; email: string }> }>(
      '/api/admin/users',
    );
    const mo = body.users.find((user) => user.email === 'mo@example.com')!;
    expect(
      (await admin.post(`/api/admin/users/${mo.userId}/decision`, { status: 'approved' })).status,
    ).toBe(200);
    await expect.poll(() => mailTo('mo@example.com', /was approved/)).toBeTruthy();
    const approved = mailTo('mo@example.com', /was approved/)!;
    expect(approved.from).toBe('sprint@example.com');
    expect(mailText(approved)).toContain('http://localhost:3000/dashboard');
  });
});
