import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { HttpError } from '../../http/errors';
import type { Member } from '../../profiles/profiles.service';
import type { HandlePlatform } from '../../../shared/domain/prospect-input';
import type { Dm } from '../../../shared/schemas/dm';
import type { DmId } from '../../../shared/schemas/ids';
import { profileOf, transition } from './dms.service';

export const NOT_MESSAGED =
  'You have not messaged this profile: a reply is logged only in a conversation you started.';

/**
 * A reply noticed in a conversation (the browser extension, docs/decisions/0140-browser-extension.md):
 * logged on the prospect this profile belongs to, as Log Reply logs it on any of its DMs. A
 * profile the member never messaged answers 404; a prospect that already replied 409.
 */
export async function logReplyByProfile(
  db: Db,
  member: Member,
  input: { profileUrl: string; platform?: HandlePlatform },
  clientId?: string,
  at?: Date,
): Promise<Dm> {
  const { key } = profileOf(input);
  const [first] = await queryRows<{ id: DmId }>(
    db,
    sql`select d.id from prospect_profiles pp
        join dm_tracking d on d.prospect_id = pp.prospect_id and d.is_first
        where pp.user_id = ${member.userId} and pp.profile_key = ${key}`,
  );
  if (!first) throw new HttpError(404, 'not_messaged', NOT_MESSAGED);
  return transition(db, member, first.id, 'reply', clientId, at);
}
