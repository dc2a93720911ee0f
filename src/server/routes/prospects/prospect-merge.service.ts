import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MergeUndo } from '../../db/schema';
import { lockMembers } from '../../db/member-lock';
import { queryRows } from '../../db/query-rows';
import { conflict, HttpError, notFound } from '../../http/errors';
import type { Member } from '../../profiles/profiles.service';
import type { MergeResult } from '../../../shared/schemas/prospects';
import type { ProspectId, UserId } from '../../../shared/schemas/ids';
import { ownProspects, selectProspect } from './prospect-rows';

type Tx = Db;

/** The member's own, unmerged prospect, locked for the merge; null when it is not theirs. */
async function lockProspect(tx: Tx, userId: UserId, id: ProspectId) {
  const [row] = await queryRows<{
    id: ProspectId;
    name: string;
    company_name: string;
    notes: string;
  }>(
    tx,
    sql`select p.id, p.name, p.company_name, p.notes from prospects p
        where ${ownProspects(userId)} and p.id = ${id} for update`,
  );
  return row ?? null;
}

/** A prospect replies once: the reply and meeting go on the first DM, the earliest of each. */
async function stepsOnFirstDm(tx: Tx, id: ProspectId) {
  await tx.execute(sql`
    update dm_tracking d
    set response_received = d.is_first and s.replied_at is not null,
        response_at = case when d.is_first then s.replied_at end,
        meeting_booked = d.is_first and s.met_at is not null,
        meeting_at = case when d.is_first then s.met_at end,
        updated_at = now()
    from (select min(response_at) as replied_at, min(meeting_at) as met_at
          from dm_tracking where prospect_id = ${id}) s
    where d.prospect_id = ${id}
      and (d.response_received, d.response_at, d.meeting_booked, d.meeting_at)
          is distinct from (d.is_first and s.replied_at is not null,
                            case when d.is_first then s.replied_at end,
                            d.is_first and s.met_at is not null,
                            case when d.is_first then s.met_at end)`);
}

/**
 * Two prospects that are one person become one (docs/decisions/0132-prospects.md): `from`'s
 * profiles and DMs join `into`, its first DM becomes a follow-up unless it came first, and the
 * reply and meeting move to the first DM of all. `from` stays, hidden, with what moved, so
 * `undoMerge` puts everything back.
 */
export async function mergeProspects(
  db: Db,
  viewer: Member<'timeZone'>,
  into: ProspectId,
  from: ProspectId,
  now = new Date(),
): Promise<MergeResult> {
  if (into === from)
    throw new HttpError(400, 'same_prospect', 'A prospect cannot be merged into itself.');
  const merged = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await lockMembers(tx, [viewer.userId]);
    // Locked in id order, so two opposite merges at once cannot deadlock.
    const [first, second] = [into, from].sort();
    const rows = new Map<string, Awaited<ReturnType<typeof lockProspect>>>();
    rows.set(first, await lockProspect(tx, viewer.userId, first));
    rows.set(second, await lockProspect(tx, viewer.userId, second));
    const target = rows.get(into);
    const source = rows.get(from);
    if (!target || !source) return null;
    const [moved] = await queryRows<{ dm_ids: string[] | null; profile_keys: string[] | null }>(
      tx,
      sql`select (select array_agg(id::text) from dm_tracking where prospect_id = ${from})
                   as dm_ids,
                 (select array_agg(profile_key) from prospect_profiles where prospect_id = ${from})
                   as profile_keys`,
    );
    const steps = await queryRows<MergeUndo['steps'][number]>(
      tx,
      sql`select id::text as id, response_received as "responseReceived",
                 response_at as "responseAt", meeting_booked as "meetingBooked",
                 meeting_at as "meetingAt"
          from dm_tracking where prospect_id in (${into}, ${from}) and is_first`,
    );
    const undo: MergeUndo & { into: { name: string; companyName: string; notes: string } } = {
      dmIds: moved.dm_ids ?? [],
      profileKeys: moved.profile_keys ?? [],
      steps: steps.map((step) => ({
        ...step,
        responseAt: step.responseAt && new Date(step.responseAt).toISOString(),
        meetingAt: step.meetingAt && new Date(step.meetingAt).toISOString(),
      })),
      into: { name: target.name, companyName: target.company_name, notes: target.notes },
    };
    // Hidden first, so the triggers keep it when its last DM leaves.
    await tx.execute(sql`update prospects
                         set merged_into = ${into}, merged_at = ${now},
                             merge_undo = ${JSON.stringify(undo)}::jsonb, updated_at = now()
                         where id = ${from}`);
    await tx.execute(sql`update prospects
                         set company_name = case when company_name = '' then ${source.company_name}
                                                 else company_name end,
                             notes = case when notes = '' then ${source.notes}
                                          when ${source.notes} = '' then notes
                                          else notes || E'\n\n' || ${source.notes} end,
                             updated_at = now()
                         where id = ${into}`);
    await tx.execute(sql`update prospect_profiles set prospect_id = ${into}
                         where prospect_id = ${from}`);
    await tx.execute(sql`update dm_tracking d
                         set prospect_id = ${into}, prospect_name = p.name,
                             company_name = p.company_name, updated_at = now()
                         from prospects p
                         where p.id = ${into} and d.prospect_id = ${from}`);
    await stepsOnFirstDm(tx, into);
    return { id: from, name: source.name };
  });
  if (!merged) throw notFound('Prospect not found');
  return { prospect: (await selectProspect(db, viewer, into, now))!, merged };
}

/** Undo of a merge: `from`'s profiles, DMs, reply and meeting go back, and it shows again. */
export async function undoMerge(
  db: Db,
  viewer: Member<'timeZone'>,
  into: ProspectId,
  from: ProspectId,
  now = new Date(),
) {
  const undone = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    await lockMembers(tx, [viewer.userId]);
    const [row] = await queryRows<{
      merge_undo:
        (MergeUndo & { into: { name: string; companyName: string; notes: string } }) | string;
    }>(
      tx,
      sql`select merge_undo from prospects
          where id = ${from} and user_id = ${viewer.userId} and merged_into = ${into}
          for update`,
    );
    if (!row) return false;
    const undo = typeof row.merge_undo === 'string' ? JSON.parse(row.merge_undo) : row.merge_undo;
    await tx.execute(sql`update prospects
                         set merged_into = null, merged_at = null, merge_undo = null,
                             updated_at = now()
                         where id = ${from}`);
    await tx.execute(sql`update prospects
                         set company_name = ${undo.into.companyName}, notes = ${undo.into.notes},
                             updated_at = now()
                         where id = ${into} and user_id = ${viewer.userId}`);
    if (undo.profileKeys.length > 0) {
      await tx.execute(sql`update prospect_profiles set prospect_id = ${from}
                           where user_id = ${viewer.userId} and prospect_id = ${into}
                             and profile_key in (${sql.join(
                               undo.profileKeys.map((key: string) => sql`${key}`),
                               sql`, `,
                             )})`);
    }
    if (undo.dmIds.length > 0) {
      await tx.execute(sql`update dm_tracking
                           set prospect_id = ${from}, updated_at = now()
                           where user_id = ${viewer.userId} and prospect_id = ${into}
                             and id in (${sql.join(
                               undo.dmIds.map((id: string) => sql`${id}::uuid`),
                               sql`, `,
                             )})`);
      await tx.execute(sql`update dm_tracking d
                           set prospect_name = p.name, company_name = p.company_name
                           from prospects p
                           where p.id = ${from} and d.prospect_id = p.id`);
    }
    for (const step of undo.steps as MergeUndo['steps']) {
      await tx.execute(sql`update dm_tracking
                           set response_received = ${step.responseReceived},
                               response_at = ${step.responseAt}::timestamptz,
                               meeting_booked = ${step.meetingBooked},
                               meeting_at = ${step.meetingAt}::timestamptz, updated_at = now()
                           where id = ${step.id}::uuid and user_id = ${viewer.userId}`);
    }
    // A follow-up the merge left with a reply of its own (the first DMs got theirs back above).
    await tx.execute(sql`update dm_tracking
                         set response_received = false, response_at = null,
                             meeting_booked = false, meeting_at = null
                         where prospect_id in (${into}, ${from}) and not is_first
                           and (response_received or meeting_booked)
                           and id not in (${sql.join(
                             (undo.steps as MergeUndo['steps']).map(
                               (step) => sql`${step.id}::uuid`,
                             ),
                             sql`, `,
                           )})`);
    return true;
  });
  if (!undone)
    throw conflict('This merge cannot be undone: it was undone already, or is not yours.');
  const [prospect, restored] = await Promise.all([
    selectProspect(db, viewer, into, now),
    selectProspect(db, viewer, from, now),
  ]);
  return { prospect, restored };
}
