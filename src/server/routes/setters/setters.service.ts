import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { setters } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import type { Setter } from '../../../shared/schemas/setters';
import type { SetterId } from '../../../shared/schemas/ids';

type SetterRow = typeof setters.$inferSelect;

const toSetter = (row: SetterRow): Setter => ({
  id: row.id,
  setterName: row.setterName,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function listSetters(
  db: Db,
  { userId }: Member,
  activeOnly: boolean,
): Promise<Setter[]> {
  const rows = await db
    .select()
    .from(setters)
    .where(
      activeOnly
        ? and(eq(setters.userId, userId), eq(setters.isActive, true))
        : eq(setters.userId, userId),
    )
    .orderBy(asc(sql`lower(${setters.setterName})`));
  return rows.map(toSetter);
}

/**
 * Names are unique per member, case-insensitively; the unique index decides races
 * (docs/decisions/0110-setters.md).
 */
export async function addSetter(db: Db, { userId }: Member, name: string): Promise<Setter> {
  const [row] = await db
    .insert(setters)
    .values({ userId, setterName: name })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`A setter named “${name}” already exists.`);
  return toSetter(row);
}

/**
 * Setters are deactivated, never deleted, so their history stays (docs/decisions/0110-setters.md).
 */
export async function setSetterActive(
  db: Db,
  { userId }: Member,
  id: SetterId,
  isActive: boolean,
): Promise<Setter> {
  const [row] = await db
    .update(setters)
    .set({ isActive })
    .where(and(eq(setters.id, id), eq(setters.userId, userId)))
    .returning();
  if (!row) throw notFound('Setter not found');
  return toSetter(row);
}
