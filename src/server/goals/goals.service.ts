import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { communitySettings, goalHistory, profiles } from '../db/schema';
import { localDay } from '../../shared/domain/day';
import { goalRowsFrom } from '../../shared/domain/goal-history';
import {
  DEFAULT_GOAL_RULE,
  memberGoal,
  type GoalRule,
  type GoalSubject,
} from '../../shared/domain/goal';
import { goalLookup, type GoalChange, type GoalLookup } from '../../shared/domain/streaks';
import type { UserId } from '../../shared/schemas/ids';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** What the goal rules need to know about a member besides their DMs. */
export type GoalProfile = GoalSubject & { userId: UserId; timeZone: string };

/** The community's rule and when the coach last changed it (null: the defaults). */
export async function readGoalRule(
  db: Executor,
): Promise<{ rule: GoalRule; updatedAt: Date | null }> {
  const [row] = await db
    .select({
      soloGoal: communitySettings.soloGoal,
      goalPerSetter: communitySettings.goalPerSetter,
      updatedAt: communitySettings.updatedAt,
    })
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  if (!row) return { rule: DEFAULT_GOAL_RULE, updatedAt: null };
  const { updatedAt, ...rule } = row;
  return { rule, updatedAt };
}

/** The recorded goal changes of these members ('all': of everyone, without a bind per member). */
export async function goalChanges(
  db: Executor,
  userIds: UserId[] | 'all',
): Promise<Map<string, GoalChange[]>> {
  const byUser = new Map<string, GoalChange[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: goalHistory.userId,
      effectiveOn: goalHistory.effectiveOn,
      goal: goalHistory.goal,
    })
    .from(goalHistory)
    .where(
      userIds === 'all'
        ? undefined
        : userIds.length === 1
          ? eq(goalHistory.userId, userIds[0])
          : inArray(goalHistory.userId, userIds),
    );
  for (const { userId, ...change } of rows) {
    byUser.set(userId, [...(byUser.get(userId) ?? []), change]);
  }
  return byUser;
}

/**
 * The goal of every day for each member: goal_history's recorded days, and for a member with
 * none their goal today under the community's rule and their own goal. Every figure that uses
 * the goal goes through here (or its SQL twin in the cohort view).
 */
export async function goalLookups(
  db: Executor,
  members: readonly GoalProfile[],
  rule?: GoalRule,
): Promise<Map<string, GoalLookup>> {
  const [changes, communityRule] = await Promise.all([
    goalChanges(
      db,
      members.map((member) => member.userId),
    ),
    rule ? Promise.resolve(rule) : readGoalRule(db).then((read) => read.rule),
  ]);
  return new Map(
    members.map((member) => [
      member.userId,
      goalLookup(changes.get(member.userId) ?? [], memberGoal(communityRule, member)),
    ]),
  );
}

export async function goalsOf(db: Executor, member: GoalProfile): Promise<GoalLookup> {
  const lookups = await goalLookups(db, [member]);
  return lookups.get(member.userId)!;
}

type GoalRow = { userId: UserId } & GoalChange;

async function writeGoalRows(db: Executor, rows: GoalRow[]): Promise<void> {
  // Three parameters a row; a statement takes at most 65,535.
  for (let index = 0; index < rows.length; index += 5_000) {
    await db
      .insert(goalHistory)
      .values(rows.slice(index, index + 5_000))
      .onConflictDoUpdate({
        target: [goalHistory.userId, goalHistory.effectiveOn],
        set: { goal: sql`excluded.goal` },
      });
  }
}

/** Rows that put each member's new goal in force from their local today, keeping past days. */
function rowsFor(
  members: readonly GoalProfile[],
  changes: Map<string, GoalChange[]>,
  before: Map<string, GoalLookup>,
  goalOf: (member: GoalProfile) => number,
  now: Date,
): GoalRow[] {
  return members.flatMap((member) =>
    goalRowsFrom(
      changes.get(member.userId) ?? [],
      before.get(member.userId)!,
      localDay(now, member.timeZone),
      goalOf(member),
    ).map((change) => ({ userId: member.userId, ...change })),
  );
}

const goalProfileColumns = {
  userId: profiles.userId,
  timeZone: profiles.timeZone,
  soloMode: profiles.soloMode,
  settersCount: profiles.settersCount,
  personalGoal: profiles.personalGoal,
};

/**
 * The coach sets the community's rule. Every member's goal changes from their local today on;
 * the days before keep the goal they had (a baseline row is written where none recorded it).
 */
export async function setGoalRule(
  db: Db,
  admin: Pick<ProfileRow, 'userId'>,
  rule: GoalRule,
  now = new Date(),
): Promise<{ rule: GoalRule; updatedAt: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    const { rule: before } = await readGoalRule(tx);
    const members = await tx.select(goalProfileColumns).from(profiles);
    const changes = await goalChanges(tx, 'all');
    const lookups = new Map(
      members.map((member) => [
        member.userId,
        goalLookup(changes.get(member.userId) ?? [], memberGoal(before, member)),
      ]),
    );
    await writeGoalRows(
      tx,
      rowsFor(members, changes, lookups, (member) => memberGoal(rule, member), now),
    );
    const [row] = await tx
      .insert(communitySettings)
      .values({ id: 1, ...rule, updatedAt: now, updatedBy: admin.userId })
      .onConflictDoUpdate({
        target: communitySettings.id,
        set: { ...rule, updatedAt: now, updatedBy: admin.userId },
      })
      .returning({ updatedAt: communitySettings.updatedAt });
    return { rule, updatedAt: row.updatedAt };
  });
}

type ProfileRow = typeof profiles.$inferSelect;
type ProfileChange = Partial<Omit<ProfileRow, 'id' | 'userId' | 'createdAt'>>;

/**
 * Updates a member's profile; when the change moves their goal (mode, setters, own goal), the
 * new goal is in force from their local today and the days before keep theirs. `check` may
 * refuse the change once the community's rule and the current profile are known.
 */
export async function updateProfileGoal(
  db: Db,
  userId: UserId,
  change: ProfileChange,
  now = new Date(),
  check?: (rule: GoalRule, current: ProfileRow) => void,
): Promise<ProfileRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const { rule } = await readGoalRule(tx);
    check?.(rule, current);
    const changes = await goalChanges(tx, [userId]);
    const before = await goalLookups(tx, [current], rule);
    const [row] = await tx
      .update(profiles)
      .set({ ...change, updatedAt: now })
      .where(eq(profiles.userId, userId))
      .returning();
    const movesGoal = [change.soloMode, change.settersCount, change.personalGoal].some(
      (value) => value !== undefined,
    );
    if (movesGoal) {
      await writeGoalRows(
        tx,
        rowsFor([row], changes, before, (member) => memberGoal(rule, member), now),
      );
    }
    return row;
  });
}
