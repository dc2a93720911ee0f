import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Member } from '../../profiles/profiles.service';
import { localDayStart } from '../../db/local-day-sql';
import { queryRows } from '../../db/query-rows';
import { localDay } from '../../../shared/domain/day';
import { lastDays } from '../../../shared/domain/periods';
import { SCRIPT_TYPE_INFO, type ScriptType } from '../../../shared/content/script-types';
import { prospectRates, type ProspectCounts } from '../../../shared/domain/rates';
import { parseScriptUsed, scriptUsedLabel, toneLabel } from '../../../shared/domain/script-used';
import {
  MIN_SCRIPT_SAMPLE,
  type AnalyticsRange,
  type ScriptAnalyticsResponse,
  type ScriptBreakdownRow,
} from '../../../shared/schemas/analytics';

type Row = {
  key: string;
  dms: number;
  from_export: number;
  prospects: number;
  replied: number;
  booked: number;
  saved_type: string | null;
  saved_tone: string | null;
  saved_company: string | null;
};

type Counts = ProspectCounts & { dms: number };

/**
 * Counts with their rates (prospectRate), the rates hidden below the minimum sample of prospects
 * first messaged with the script.
 */
export function sampled({ dms, prospects, replied, booked }: Counts): ScriptBreakdownRow {
  const enoughData = prospects >= MIN_SCRIPT_SAMPLE;
  const rates = prospectRates({ prospects, replied, booked });
  return {
    dms,
    prospects,
    replied,
    booked,
    replyRate: enoughData ? rates.replyRate : null,
    meetingRate: enoughData ? rates.meetingRate : null,
    enoughData,
  };
}

function savedLabel(row: Row): string {
  if (!row.saved_type) return 'Saved script (deleted)';
  const type = SCRIPT_TYPE_INFO[row.saved_type as ScriptType]?.label ?? row.saved_type;
  const company = row.saved_company ? ` for ${row.saved_company}` : '';
  return `Saved: ${type} · ${toneLabel(row.saved_tone ?? '')}${company}`;
}

/**
 * The member's DMs sent in the last `days` local days per script used and per tone (a generated
 * script's tone, or a saved script's; vault scripts have none). DMs without a script are left out,
 * and so are follow-ups: only a prospect's first DM carries the script's effect, so each row is
 * the prospects first messaged with the script and how many of them replied / booked. Per script
 * also how many of those DMs a platform export's apply wrote (export_imports, ADR 0136).
 */
export async function getScriptAnalytics(
  db: Db,
  profile: Member<'timeZone'>,
  days: AnalyticsRange,
  now = new Date(),
): Promise<ScriptAnalyticsResponse> {
  const { from, to } = lastDays(localDay(now, profile.timeZone), days);
  const rows = await queryRows<Row>(
    db,
    sql`select d.script_used as key, count(*)::int as dms, count(*)::int as prospects,
               (count(*) filter (where d.response_received))::int as replied,
               (count(*) filter (where d.meeting_booked))::int as booked,
               (count(i.dm_id))::int as from_export,
               s.script_type as saved_type, s.tone as saved_tone, s.company_name as saved_company
        from dm_tracking d
        left join dm_scripts s on d.script_used = 'saved:' || s.id::text and s.user_id = d.user_id
        left join (select distinct dm_id from export_imports
                   where user_id = ${profile.userId} and kind = 'dm') i on i.dm_id = d.id
        where d.user_id = ${profile.userId} and d.script_used is not null and d.is_first
          and d.sent_at >= ${localDayStart(from, profile.timeZone)}
          and d.sent_at < ${localDayStart(to, profile.timeZone)}
        group by d.script_used, s.script_type, s.tone, s.company_name`,
  );
  const tones = new Map<string, Counts>();
  const scripts: ScriptAnalyticsResponse['scripts'] = [];
  for (const row of rows) {
    const used = parseScriptUsed(row.key);
    if (!used) continue;
    const tone =
      used.kind === 'generated' ? used.tone : used.kind === 'saved' ? row.saved_tone : null;
    if (tone) {
      const total = tones.get(tone) ?? { dms: 0, prospects: 0, replied: 0, booked: 0 };
      tones.set(tone, {
        dms: total.dms + row.dms,
        prospects: total.prospects + row.prospects,
        replied: total.replied + row.replied,
        booked: total.booked + row.booked,
      });
    }
    scripts.push({
      key: row.key,
      label: used.kind === 'saved' ? savedLabel(row) : scriptUsedLabel(used),
      ...sampled(row),
      fromExport: row.from_export,
    });
  }
  const byDms = (a: { dms: number; label: string }, b: { dms: number; label: string }) =>
    b.dms - a.dms || a.label.localeCompare(b.label);
  return {
    days,
    from,
    to,
    minSample: MIN_SCRIPT_SAMPLE,
    scripts: scripts.sort(byDms),
    tones: [...tones]
      .map(([tone, counts]) => ({ tone, label: toneLabel(tone), ...sampled(counts) }))
      .sort(byDms),
  };
}
