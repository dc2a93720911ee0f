import { createHash, randomBytes } from 'node:crypto';
import type { PasswordHashing } from '@/server/auth';

const digest = (salt: string, password: string) =>
  createHash('sha256').update(`${salt}:${password}`).digest('hex');

/**
 * Salted SHA-256 for the in-process tests: better-auth's scrypt costs ~67 ms of CPU per hash,
 * and the tests sign up and sign in hundreds of times. Servers in their own process (e2e,
 * src/test/server-process.ts) and src/server/password-hashing.test.ts keep the real one.
 */
export const testPasswordHashing: PasswordHashing = {
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex');
    return `test-sha256:${salt}:${digest(salt, password)}`;
  },
  verify: async ({ hash, password }) => {
    const [, salt = '', stored] = hash.split(':');
    return digest(salt, password) === stored;
  },
};
