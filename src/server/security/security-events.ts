import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { securityEvents, user } from '../db/schema';
import type { Logger } from '../logger';
import { sendQuietly, type Mailer } from '../mail/mailer';
import { securityEventMail } from '../mail/templates';
import {
  erasureDetail,
  type SecurityEvent,
  type SecurityEventKind,
} from '../../shared/schemas/security';
import { deviceLabel } from '../../shared/domain/user-agent';
import type { UserId } from '../../shared/schemas/ids';

export type SecurityEventDeps = { db: Db; mailer: Mailer; logger: Logger; appUrl: string };

/** Where the event came from; other strings (a passkey's name…) are kept as they are. */
export type SecurityEventMeta = { ipAddress?: string | null; userAgent?: string | null } & Record<
  string,
  string | null | undefined
>;

/**
 * Records what a member should know happened to their account and, when mail is set up
 * (SMTP), tells them by mail. One call per event, from wherever it happens.
 */
export async function recordSecurityEvent(
  deps: SecurityEventDeps,
  userId: UserId,
  kind: SecurityEventKind,
  { ipAddress = null, userAgent = null, ...rest }: SecurityEventMeta = {},
): Promise<void> {
  const meta = Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const [row] = await deps.db
    .insert(securityEvents)
    .values({ userId, kind, ipAddress, userAgent, meta })
    .returning({ createdAt: securityEvents.createdAt });
  if (deps.mailer.kind !== 'smtp') return;
  const [owner] = await deps.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!owner) return;
  sendQuietly(
    deps.mailer,
    deps.logger,
    securityEventMail(owner.email, {
      kind,
      at: row.createdAt,
      device: deviceLabel(userAgent),
      ipAddress,
      detail: erasureDetail(meta),
      appUrl: deps.appUrl,
    }),
  );
}

/** A side effect of a request that already succeeded: a failure is logged, not raised. */
export function recordQuietly(
  deps: SecurityEventDeps,
  userId: UserId,
  kind: SecurityEventKind,
  meta?: SecurityEventMeta,
): Promise<void> {
  return recordSecurityEvent(deps, userId, kind, meta).catch((error: unknown) => {
    deps.logger.error({ err: error, userId, kind }, 'security event not recorded');
  });
}

export const RECENT_EVENTS = 10;

export async function recentSecurityEvents(db: Db, userId: UserId): Promise<SecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(RECENT_EVENTS);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    ipAddress: row.ipAddress,
    ...deviceLabel(row.userAgent),
    detail: erasureDetail(row.meta),
  }));
}
