import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/client';
import type { Turns } from '../../db/turns';
import { queryRows } from '../../db/query-rows';
import {
  account,
  achievements,
  apiTokens,
  celebrations,
  communitySettings,
  customObjections,
  dmDaily,
  dms,
  dmScripts,
  exportApplies,
  exportChecks,
  exportImports,
  exportMatches,
  goalHistory,
  notificationJobs,
  notificationPrefs,
  passkey,
  profiles,
  prospectProfiles,
  prospects,
  pushSubscriptions,
  securityEvents,
  session,
  setters,
  totpLastStep,
  webhookEndpoints,
  twoFactor,
  user,
} from '../../db/schema';
import type { Member } from '../../profiles/profiles.service';
import { localDay } from '../../../shared/domain/day';
import type { UserId } from '../../../shared/schemas/ids';
import { exportCsv } from '../logs/logs.service';

/** One table's rows of the member, as one JSON file of the zip. */
type Source = {
  file: string;
  table: PgTable;
  /** The column naming the member. */
  owner: PgColumn;
  /** A unique order, for reading the rows a page at a time. */
  key: PgColumn[];
  /**
   * Columns never exported, by their names in the schema: credentials, and copies the database
   * derives from exported columns for its own use (the prospects' lowercased search text).
   */
  omit?: string[];
  about: string;
};

/**
 * Everything DM Sprint holds about a member, table by table (docs/decisions/0133-privacy.md).
 * src/server/routes/privacy/privacy.test.ts reads every column naming a member from the
 * database itself: a new one fails it until it is listed here or in NOT_EXPORTED.
 */
const EXPORTED: Source[] = [
  {
    file: 'account.json',
    table: user,
    owner: user.id,
    key: [user.id],
    about: 'your name, email and when the account was made',
  },
  {
    file: 'profile.json',
    table: profiles,
    owner: profiles.userId,
    key: [profiles.userId],
    about: 'your profile and settings (time zone, setters, goal, leaderboard)',
  },
  {
    file: 'goal-history.json',
    table: goalHistory,
    owner: goalHistory.userId,
    key: [goalHistory.effectiveOn],
    about: 'the daily goal in force from each day on',
  },
  {
    file: 'dms.json',
    table: dms,
    owner: dms.userId,
    key: [dms.sentAt, dms.id],
    about: 'every DM you logged; prospectId names its prospect in prospects.json',
  },
  {
    file: 'prospects.json',
    table: prospects,
    owner: prospects.userId,
    key: [prospects.createdAt, prospects.id],
    omit: ['searchText'],
    about: 'the people you message: name, company, notes, follow-up cadence',
  },
  {
    file: 'prospect-profiles.json',
    table: prospectProfiles,
    owner: prospectProfiles.userId,
    key: [prospectProfiles.profileKey],
    about: 'which prospect each profile you messaged belongs to',
  },
  {
    file: 'daily-totals.json',
    table: dmDaily,
    owner: dmDaily.userId,
    key: [dmDaily.day],
    about: 'your DMs, replies and meetings per day, counted from dms.json',
  },
  {
    file: 'setters.json',
    table: setters,
    owner: setters.userId,
    key: [setters.createdAt, setters.id],
    about: 'your setters',
  },
  {
    file: 'scripts.json',
    table: dmScripts,
    owner: dmScripts.userId,
    key: [dmScripts.createdAt, dmScripts.id],
    about: 'your saved scripts',
  },
  {
    file: 'objections.json',
    table: customObjections,
    owner: customObjections.userId,
    key: [customObjections.createdAt, customObjections.id],
    about: 'your custom objections and responses',
  },
  {
    file: 'achievements.json',
    table: achievements,
    owner: achievements.userId,
    key: [achievements.code],
    about: 'the badges you earned',
  },
  {
    file: 'celebrations.json',
    table: celebrations,
    owner: celebrations.userId,
    key: [celebrations.day],
    about: 'the days your goal confetti fired',
  },
  {
    file: 'notification-settings.json',
    table: notificationPrefs,
    owner: notificationPrefs.userId,
    key: [notificationPrefs.userId],
    about: 'your digest and reminder choices (none: the defaults)',
  },
  {
    file: 'notifications.json',
    table: notificationJobs,
    owner: notificationJobs.userId,
    key: [notificationJobs.slotAt, notificationJobs.id],
    about: 'the digests, reminders and summaries sent to you',
  },
  {
    file: 'push-subscriptions.json',
    table: pushSubscriptions,
    owner: pushSubscriptions.userId,
    key: [pushSubscriptions.createdAt, pushSubscriptions.id],
    omit: ['p256dh', 'auth'],
    about: 'the devices that get your push notifications (without their keys)',
  },
  {
    file: 'sessions.json',
    table: session,
    owner: session.userId,
    key: [session.createdAt, session.id],
    omit: ['token'],
    about: 'your signed-in devices (without their tokens)',
  },
  {
    file: 'sign-in-methods.json',
    table: account,
    owner: account.userId,
    key: [account.id],
    omit: ['password', 'accessToken', 'refreshToken', 'idToken'],
    about: 'how you sign in (without the password hash)',
  },
  {
    file: 'passkeys.json',
    table: passkey,
    owner: passkey.userId,
    key: [passkey.id],
    about: 'your passkeys: names and public keys (a public key signs nobody in)',
  },
  {
    file: 'two-factor.json',
    table: twoFactor,
    owner: twoFactor.userId,
    key: [twoFactor.id],
    omit: ['secret', 'backupCodes'],
    about: 'whether two-factor is set up (without its secret and backup codes)',
  },
  {
    file: 'two-factor-last-code.json',
    table: totpLastStep,
    owner: totpLastStep.userId,
    key: [totpLastStep.userId],
    about: 'the time step of the last authenticator code used (each code works once)',
  },
  {
    file: 'security-activity.json',
    table: securityEvents,
    owner: securityEvents.userId,
    key: [securityEvents.createdAt, securityEvents.id],
    about: 'sign-ins, password changes and the like, with device and IP address',
  },
  {
    file: 'api-tokens.json',
    table: apiTokens,
    owner: apiTokens.userId,
    key: [apiTokens.id],
    omit: ['tokenHash'],
    about: 'your API tokens: names, scopes and dates (without the tokens, which are never kept)',
  },
  {
    file: 'webhooks.json',
    table: webhookEndpoints,
    owner: webhookEndpoints.userId,
    key: [webhookEndpoints.createdAt, webhookEndpoints.id],
    omit: ['secret', 'previousSecret'],
    about:
      'the webhooks you added (yours and the community’s): addresses, formats, events (without their signing secrets)',
  },
  {
    file: 'export-applies.json',
    table: exportApplies,
    owner: exportApplies.userId,
    key: [exportApplies.createdAt, exportApplies.id],
    about: 'each time you applied a platform export to your logs: what it added, for Undo',
  },
  {
    file: 'export-imports.json',
    table: exportImports,
    owner: exportImports.userId,
    key: [exportImports.key],
    about: 'the conversations and replies a platform export added (so none is added twice)',
  },
  {
    file: 'export-matches.json',
    table: exportMatches,
    owner: exportMatches.userId,
    key: [exportMatches.counterpart],
    about: 'which prospect each X id or Facebook name of a platform export is',
  },
  {
    file: 'export-checks.json',
    table: exportChecks,
    owner: exportChecks.userId,
    key: [exportChecks.userId],
    about:
      'your latest check against a platform export: when, and how many of its DMs you had logged',
  },
  {
    file: 'community-settings.json',
    table: communitySettings,
    owner: communitySettings.updatedBy,
    key: [communitySettings.id],
    about: "the community's goal rule, when you were the last admin to change it",
  },
];

/** Columns naming a member that the export leaves out, and why. */
export const NOT_EXPORTED: Record<string, string> = {
  'profiles.approved_by':
    "other members' profiles, naming the admin who approved them: their rows, not this member's",
  'dm_last.user_id':
    "the time of the member's latest DM, kept for the coach's cohort view: dms.json holds it",
  'dm_runs.user_id':
    "the member's runs of days at goal, kept for the coach's cohort view: daily-totals.json holds each day's",
  'extension_grants.user_id':
    'an approval on the extension’s connect page, kept 5 minutes until the extension fetches its token: api-tokens.json holds the token',
  'extension_detectors.updated_by':
    'the coach who last changed the extension’s detectors: the community’s configuration, not this member’s data',
};

const PAGE = 500;

/** The member's rows of one table as a JSON array, a page at a time (keyset on `key`). */
async function* jsonRows(
  db: Db,
  turns: Turns,
  source: Source,
  userId: UserId,
): AsyncGenerator<string> {
  const columns = Object.entries(getTableColumns(source.table)).filter(
    ([name]) => !source.omit?.includes(name),
  );
  // Keys are identifiers of the schema, never input; the database writes the JSON.
  const object = sql.join(
    columns.map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  const keys = sql.join(source.key, sql`, `);
  const keyText = sql.join(
    source.key.map((column, index) => sql`${column}::text as ${sql.raw(`k${index}`)}`),
    sql`, `,
  );
  let after: string[] | null = null;
  let first = true;
  yield '[';
  for (;;) {
    const last = after;
    const from: SQL = last
      ? sql`and (${keys}) > (${sql.join(
          source.key.map((column, index) => sql`${last[index]}::${sql.raw(column.getSQLType())}`),
          sql`, `,
        )})`
      : sql``;
    const rows = await turns.take(() =>
      queryRows<Record<string, string>>(
        db,
        sql`select json_build_object(${object})::text as json, ${keyText}
          from ${source.table}
          where ${source.owner} = ${userId} ${from}
          order by ${keys}
          limit ${PAGE}`,
      ),
    );
    if (rows.length > 0) {
      yield rows.map((row, index) => `${first && index === 0 ? '' : ','}\n  ${row.json}`).join('');
      first = false;
    }
    if (rows.length < PAGE) break;
    const end = rows[rows.length - 1];
    after = source.key.map((_, index) => end[`k${index}`]);
  }
  yield first ? ']\n' : '\n]\n';
}

/** The logs CSV of every DM the member ever logged, as the Logs Manager exports it. */
async function* logsCsv(
  db: Db,
  turns: Turns,
  member: Member<'timeZone'>,
  now: Date,
): AsyncGenerator<string> {
  const [span] = await queryRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(sent_at) as first, max(sent_at) as last from ${dms}
        where ${dms.userId} = ${member.userId}`,
  );
  const today = localDay(now, member.timeZone);
  const day = (value: string | null) =>
    value ? localDay(new Date(value), member.timeZone) : today;
  const last = day(span?.last ?? null);
  yield* exportCsv(db, turns, member, {
    from: day(span?.first ?? null),
    to: last > today ? last : today,
  });
}

const README_FILE = 'README.txt';
const CSV_FILE = 'dm-logs.csv';

async function* readme(now: Date): AsyncGenerator<string> {
  const lines = EXPORTED.map((source) => `- ${source.file}: ${source.about}.`);
  yield `Everything DM Sprint holds about you, as of ${now.toISOString()}.

Each .json file is one list of records, one per row the app stores, with the field names the
app uses; times are ISO 8601 (UTC). ${CSV_FILE} is your whole DM log in the Logs Manager's CSV
format (dates and times in your time zone), which the Logs Manager can import again.

${lines.join('\n')}

Left out on purpose: your password hash, session tokens, the two-factor secret and backup
codes, and the keys of push subscriptions. They are credentials, not information about you.
`;
}

type ZipFile = { name: string; content: AsyncGenerator<string> };

/**
 * The zip, produced a file and a page at a time: memory holds one page of rows and what the
 * deflater has not handed on yet, whatever the member's number of DMs. Pull-based: the next page
 * is read when the client has taken the previous bytes.
 */
export async function* dataExportZip(
  db: Db,
  turns: Turns,
  member: Member<'timeZone'>,
  now = new Date(),
  isAborted: () => boolean = () => false,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  const files: ZipFile[] = [
    { name: README_FILE, content: readme(now) },
    ...EXPORTED.map((source) => ({
      name: source.file,
      content: jsonRows(db, turns, source, member.userId),
    })),
    { name: CSV_FILE, content: logsCsv(db, turns, member, now) },
  ];
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    entry.mtime = now;
    zip.add(entry);
    for await (const text of file.content) {
      if (isAborted()) return;
      entry.push(strToU8(text));
      yield* drain();
    }
    entry.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

/** Which table and column each exported file holds (for the completeness test). */
export const exportedColumns = () =>
  EXPORTED.map((source) => ({
    file: source.file,
    column: `${getTableName(source.table)}.${source.owner.name}`,
  }));
