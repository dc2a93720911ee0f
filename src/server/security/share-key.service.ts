import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verification } from '../db/schema';
import type { Member } from '../profiles/profiles.service';

/**
 * The member's share key: the proof, carried by their own bookmarklet, that a log at once
 * ("Log at once") was started by them and not by a page that opened /share
 * (docs/product.md §4.17). Derived, never stored: an HMAC of the server secret, the member's id
 * and a nonce. Making a new key changes the nonce, kept in better-auth's `verification` table
 * (`share-key:<user id>`, no expiry), so every older bookmarklet stops logging at once.
 */

const identifier = (userId: string) => `share-key:${userId}`;
const NEVER = new Date('9999-12-31T00:00:00Z');

async function nonceOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(eq(verification.identifier, identifier(userId)))
    .orderBy(desc(verification.createdAt))
    .limit(1);
  return row?.value ?? '';
}

const derive = (secret: string, userId: string, nonce: string) =>
  createHmac('sha256', secret)
    .update(`dm-sprint share key\0${userId}\0${nonce}`)
    .digest('base64url')
    .slice(0, 32);

export async function shareKeyOf(db: Db, secret: string, member: Member): Promise<string> {
  return derive(secret, member.userId, await nonceOf(db, member.userId));
}

/** A new key for the member; every bookmarklet made with an older one asks before logging. */
export async function renewShareKey(db: Db, secret: string, member: Member): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const id = randomUUID();
  await db.insert(verification).values({
    id,
    identifier: identifier(member.userId),
    value: nonce,
    expiresAt: NEVER,
  });
  await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifier(member.userId)), ne(verification.id, id)));
  return derive(secret, member.userId, nonce);
}

/** True when `key` is the member's current share key. */
export async function isShareKey(
  db: Db,
  secret: string,
  member: Member,
  key: string,
): Promise<boolean> {
  const expected = Buffer.from(await shareKeyOf(db, secret, member));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
