import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockMembers } from '../../db/member-lock';
import { queryRows } from '../../db/query-rows';
import { deleteDeliveriesNaming } from '../../webhooks/erased-deliveries';
import type { UserId } from '../../../shared/schemas/ids';
import type { ErasureCount } from '../../../shared/schemas/privacy';

/**
 * The prospects of every member that are the person behind `profileKey` (the key the app gives a
 * profile URL, docs/decisions/0109-profile-urls.md): the one each member's profile belongs to,
 * the one a DM to it joined, and those merged into or out of them (a merge says "one person", and
 * keeps what it moved, profile keys included, for its Undo).
 */
const family = (profileKey: string): SQL => sql`
  with recursive family(id) as (
    select prospect_id from prospect_profiles where profile_key = ${profileKey}
    union
    select prospect_id from dm_tracking
      where profile_key = ${profileKey} and prospect_id is not null
    union
    select case when p.merged_into = f.id then p.id else p.merged_into end
    from prospects p
    join family f on p.merged_into = f.id or (p.id = f.id and p.merged_into is not null)
  )
  select id from family`;

/** The DMs an erasure takes, as a condition on dm_tracking: the prospects `ids`' and the profile's. */
const erasedDms = (ids: SQL, profileKey: string): SQL =>
  sql`(prospect_id in ${ids} or profile_key = ${profileKey})`;

/** The members whose logs an erasure touches: the owners of the prospects `ids` and of its DMs. */
const owners = (ids: SQL, profileKey: string): SQL =>
  sql`select user_id from prospects where id in ${ids}
      union
      select user_id from dm_tracking where ${erasedDms(ids, profileKey)}`;

/** How many DMs, in how many members' logs, an erasure of the profile would take. */
export async function erasureCount(db: Db, profileKey: string): Promise<ErasureCount> {
  const targets = sql`(select id from targets)`;
  const [row] = await queryRows<ErasureCount>(
    db,
    sql`with targets as (${family(profileKey)})
      select
        (select count(*)::int from dm_tracking where ${erasedDms(targets, profileKey)}) as dms,
        (select count(*)::int from (${owners(targets, profileKey)}) o) as members`,
  );
  return { dms: row?.dms ?? 0, members: row?.members ?? 0 };
}

/**
 * Erases a person from every member's logs, for one who asked to be forgotten
 * (docs/decisions/0133-privacy.md): their DMs, prospects and profiles, in one transaction. The
 * DMs' delete triggers keep dm_daily and the other prospects right, as for any deleted DM.
 * Answers what went; a second call finds nothing.
 */
export async function eraseProspect(db: Db, profileKey: string): Promise<ErasureCount> {
  return db.transaction(async (tx) => {
    const handle = tx as unknown as Db;
    const ids = (await queryRows<{ id: string }>(handle, family(profileKey))).map((row) => row.id);
    const list = sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)`;
    // Every member whose logs it touches, locked in key order before their rows are.
    const members = await queryRows<{ user_id: UserId }>(handle, owners(list, profileKey));
    await lockMembers(
      handle,
      members.map((row) => row.user_id),
    );
    // Every profile of the person (their prospects' too), read before the DMs' triggers go.
    const profiles = await queryRows<{ profile_key: string }>(
      handle,
      sql`select profile_key from prospect_profiles where prospect_id in ${list}`,
    );
    const removed = await queryRows<{ user_id: string; id: string; profile_key: string }>(
      handle,
      sql`delete from dm_tracking where ${erasedDms(list, profileKey)}
          returning user_id, id, profile_key`,
    );
    // The webhook deliveries that told of those DMs, or of the profiles, name the person too.
    await deleteDeliveriesNaming(handle, {
      dmIds: new Set(removed.map((row) => row.id)),
      profileKeys: new Set([
        profileKey,
        ...[...profiles, ...removed].map((row) => row.profile_key),
      ]),
    });
    // A platform export's keys name the profile, or the DMs it wrote (docs/decisions/0136-platform-exports.md);
    // the matches of names and ids to the prospects go with the prospects.
    const gone = sql`(select jsonb_array_elements_text(${JSON.stringify(removed.map((row) => row.id))}::jsonb)::uuid)`;
    await tx.execute(
      sql`delete from export_imports
          where key in (${`dm:${profileKey}`}, ${`reply:${profileKey}`}) or dm_id in ${gone}`,
    );
    const prospects = await queryRows<{ user_id: string }>(
      handle,
      sql`delete from prospects where id in ${list} returning user_id`,
    );
    await tx.execute(sql`delete from prospect_profiles where profile_key = ${profileKey}`);
    const touched = new Set([...removed, ...prospects].map((row) => row.user_id));
    return { dms: removed.length, members: touched.size };
  });
}
