import { createHmac, timingSafeEqual } from 'node:crypto';
import { authUserId } from '../http/ids';
import type { UserId } from '../../shared/schemas/ids';

export const unsubscribeKinds = ['digest', 'nudge', 'weekly'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

/**
 * Signed unsubscribe tokens: `<kind>.<member id, base64url>.<HMAC>`. A token names one member
 * and one kind of mail, so the link works signed out and can switch off nothing else.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
  return {
    sign(userId: UserId, kind: UnsubscribeKind): string {
      const payload = `${kind}.${Buffer.from(userId).toString('base64url')}`;
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string): { userId: UserId; kind: UnsubscribeKind } | null {
      const [kind, id, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !id || !signature) return null;
      if (!unsubscribeKinds.includes(kind as UnsubscribeKind)) return null;
      const expected = Buffer.from(mac(`${kind}.${id}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return {
        userId: authUserId(Buffer.from(id, 'base64url').toString()),
        kind: kind as UnsubscribeKind,
      };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
