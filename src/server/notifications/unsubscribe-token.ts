import { createHmac, timingSafeEqual } from 'node:crypto';
import { authUserId } from '../http/ids';
import type { UserId } from '../../shared/schemas/ids';

export const unsubscribeKinds = ['digest', 'nudge', 'weekly'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

/** How long a mail's unsubscribe link works; after it, Settings does the same. */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 86_400_000;

export type UnsubscribeClaim = { userId: UserId; kind: UnsubscribeKind };

/**
 * Signed unsubscribe tokens: `<kind>.<member id, base64url>.<issued, Unix seconds base36>.<HMAC>`.
 * A token names one member and one kind of mail, so the link works signed out and can switch
 * off nothing else; it expires UNSUBSCRIBE_LINK_DAYS after the mail was made. A token of the
 * first format (no issue time) is treated as expired.
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) =>
    createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
  const signedRight = (payload: string, signature: string) => {
    const expected = Buffer.from(mac(payload));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  return {
    sign(userId: UserId, kind: UnsubscribeKind, issuedAt = new Date()): string {
      const issued = Math.floor(issuedAt.getTime() / 1000).toString(36);
      const payload = `${kind}.${Buffer.from(userId).toString('base64url')}.${issued}`;
      return `${payload}.${mac(payload)}`;
    },
    /** The claim, 'expired' for a genuine link past its time, or null for anything else. */
    verify(token: string, now = new Date()): UnsubscribeClaim | 'expired' | null {
      const parts = token.split('.');
      const [kind, id] = parts;
      if (!unsubscribeKinds.includes(kind as UnsubscribeKind) || !id) return null;
      if (parts.length === 3) {
        return parts[2] && signedRight(`${kind}.${id}`, parts[2]) ? 'expired' : null;
      }
      const [, , issued, signature] = parts;
      if (parts.length !== 4 || !issued || !signature) return null;
      if (!signedRight(`${kind}.${id}.${issued}`, signature)) return null;
      const issuedMs = Number.parseInt(issued, 36) * 1000;
      if (!Number.isFinite(issuedMs) || now.getTime() - issuedMs > LIFETIME_MS) return 'expired';
      return {
        userId: authUserId(Buffer.from(id, 'base64url').toString()),
        kind: kind as UnsubscribeKind,
      };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
