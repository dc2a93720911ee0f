import { randomBytes } from 'node:crypto';

/**
 * The characters of a backup code: lower-case letters and digits without those read or typed as
 * each other (0/o, 1/l/i), so a code copied from paper by hand works. Codes made before this
 * (better-auth's a-z, A-Z, 0-9) keep working: a code is checked as stored, whatever its letters.
 */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODES = 10;
const HALF = 5;

/** One character of the alphabet per byte below the largest multiple of its size: no bias. */
function randomCharacters(count: number): string {
  const size = BACKUP_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let out = '';
  while (out.length < count) {
    for (const byte of randomBytes(count * 2)) {
      if (byte < limit && out.length < count) out += BACKUP_CODE_ALPHABET[byte % size];
    }
  }
  return out;
}

/** Ten codes like `k7m2p-x9qrt` (better-auth's `customBackupCodesGenerate`). */
export function newBackupCodes(): string[] {
  return Array.from({ length: CODES }, () => {
    const code = randomCharacters(HALF * 2);
    return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
  });
}
