import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { session } from '../db/schema';
import { notFound } from '../http/errors';
import { deviceLabel } from '../../shared/domain/user-agent';
import type { DeviceSession } from '../../shared/schemas/security';
import type { SessionId, UserId } from '../../shared/schemas/ids';

/**
 * The member's live sessions, newest activity first. better-auth's session id names each
 * one; the token, which signs a device in, never leaves the server. "Last active" is when
 * better-auth last refreshed the session (at most a day apart).
 */
export async function listSessions(
  db: Db,
  userId: UserId,
  currentId: SessionId,
): Promise<DeviceSession[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return rows
    .map((row) => ({
      id: row.id,
      ...deviceLabel(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs one of the member's devices out: its next request answers 401. */
export async function revokeSession(db: Db, userId: UserId, id: SessionId): Promise<void> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.id, id), eq(session.userId, userId)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw notFound('No such signed-in device.');
}

/** Signs out every device of the member but the one asking; returns how many. */
export async function revokeOtherSessions(
  db: Db,
  userId: UserId,
  currentId: SessionId,
): Promise<number> {
  const deleted = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentId)))
    .returning({ id: session.id });
  return deleted.length;
}
