import { describe, expect, it } from 'vitest';
import { backupCodeInput } from '../../shared/schemas/two-factor';
import { BACKUP_CODE_ALPHABET, newBackupCodes } from './backup-codes';

describe('backup codes', () => {
  it('are ten distinct codes without 0, O, 1, l or I', () => {
    const codes = Array.from({ length: 50 }, newBackupCodes).flat();
    for (const code of codes) {
      expect(code).toMatch(/^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$/);
      expect(code).not.toMatch(/[0O1lIio]/);
      expect(backupCodeInput.safeParse({ code }).success).toBe(true);
    }
    expect(newBackupCodes()).toHaveLength(10);
    expect(new Set(codes).size).toBe(codes.length);
    expect(BACKUP_CODE_ALPHABET).not.toMatch(/[0O1lIio]/);
  });

  it('use every character of the alphabet', () => {
    const seen = new Set(
      newBackupCodes()
        .concat(...Array.from({ length: 30 }, newBackupCodes))
        .join('')
        .replace(/-/g, ''),
    );
    expect([...seen].sort().join('')).toBe([...BACKUP_CODE_ALPHABET].sort().join(''));
  });

  it('an old code, with any letters, is still a code the sign-in takes', () => {
    expect(backupCodeInput.safeParse({ code: 'aB0O1-lIxYz' }).success).toBe(true);
  });
});
