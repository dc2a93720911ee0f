import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { AppConfig, MemberEnv, MemberViewer } from '../context';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import type { Logger } from '../logger';
import type { GoalProfile } from '../goals/goals.service';
import { trackerToday } from '../routes/tracker/tracker.service';
import { addDays, localDay, startOfLocalDay } from '../../shared/domain/day';
import type { Dm } from '../../shared/schemas/dm';
import type { CohortWeeklySummary } from '../../shared/schemas/cohort';
import type { UserId } from '../../shared/schemas/ids';
import type { WebhookAudience } from '../../shared/schemas/webhook-texts';
import type { Escape } from './chat';
import { emitWebhookEvent, heardEvents } from './outbox';

/**
 * The app's events, turned into webhook messages (docs/webhooks.md lists their payloads).
 * A member's own webhooks hear everything about them; the community's hear a member by name
 * only when that member shows on the leaderboard (hide_from_leaderboard names nobody).
 */

/** What an event needs: it never fails its caller (a log, a sign-up, a notification). */
export type EventDeps = { db: Db; logger: Logger };

async function quietly(deps: EventDeps, what: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    deps.logger.warn({ err: error, event: what }, 'webhook event not queued');
  }
}

type Identity = { userId: UserId; name: string; hidden: boolean; timeZone: string };

async function identity(db: Db, userId: UserId): Promise<Identity | null> {
  const [row] = await queryRows<Identity>(
    db,
    sql`select p.user_id as "userId", coalesce(nullif(p.full_name, ''), u.name) as name,
          p.hide_from_leaderboard as hidden, p.time_zone as "timeZone"
        from profiles p join "user" u on u.id = p.user_id where p.user_id = ${userId}`,
  );
  return row ?? null;
}

/** The member as an audience may see them: named, or (community, hidden) "A member". */
const who = (member: Identity, audience: WebhookAudience, escape: Escape) =>
  audience === 'member' || !member.hidden
    ? { data: { id: member.userId, name: member.name }, text: escape(member.name) }
    : { data: null, text: 'A member' };

/** The member's steps of `column` since Monday of their local week. */
async function thisWeek(
  db: Db,
  member: Identity,
  column: 'response_at' | 'meeting_at',
  now: Date,
): Promise<number> {
  const today = localDay(now, member.timeZone);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from dm_tracking where user_id = ${member.userId}
          and ${sql.raw(column)} >= ${startOfLocalDay(monday, member.timeZone).toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** A DM as a member's own webhook sees it (the prospect is theirs). */
const dmData = (dm: Dm) => ({
  id: dm.id,
  prospectName: dm.prospectName,
  platform: dm.platform,
  profileUrl: dm.profileUrl,
  setterName: dm.setterName,
  sentAt: dm.sentAt,
  followUp: dm.followUp,
  responseAt: dm.responseAt,
  meetingAt: dm.meetingAt,
});

async function dmLogged(db: Db, member: Identity, profile: GoalProfile, dm: Dm, now: Date) {
  const heard = await heardEvents(db, member.userId, ['goal.reached']);
  const wantsLog = heard.has('dm.logged');
  const wantsGoal = heard.has('goal.reached');
  if (!wantsLog && !wantsGoal) return;
  const today = await trackerToday(db, profile, now);
  const counts = { day: today.day, dms: today.dmsSent, goal: today.goal };
  if (wantsLog) {
    await emitWebhookEvent(
      db,
      {
        type: 'dm.logged',
        key: `dm.logged:${dm.id}`,
        userId: member.userId,
        community: false,
        render: (audience, escape) => ({
          data: { dm: dmData(dm), today: counts },
          text: `📨 ${who(member, audience, escape).text} logged a DM: ${counts.dms} of ${counts.goal} today`,
        }),
      },
      now,
    );
  }
  // Reached with this DM (once a day, whatever repeats or later DMs follow).
  if (wantsGoal && counts.goal > 0 && counts.dms === counts.goal) {
    await emitWebhookEvent(
      db,
      {
        type: 'goal.reached',
        key: `goal.reached:${member.userId}:${counts.day}`,
        userId: member.userId,
        community: true,
        render: (audience, escape) => {
          const person = who(member, audience, escape);
          return {
            data: { member: person.data, ...counts },
            text: `🎯 ${person.text} reached today's goal: ${counts.dms} DMs`,
          };
        },
      },
      now,
    );
  }
}

async function stepLogged(db: Db, member: Identity, dm: Dm, step: 'reply' | 'meeting', now: Date) {
  const meeting = step === 'meeting';
  const type = meeting ? 'meeting.booked' : 'reply.logged';
  if (!(await heardEvents(db, member.userId, ['meeting.booked'])).has(type)) return;
  const week = await thisWeek(db, member, meeting ? 'meeting_at' : 'response_at', now);
  await emitWebhookEvent(
    db,
    {
      type,
      key: `${type}:${dm.id}:${(meeting ? dm.meetingAt : dm.responseAt) ?? ''}`,
      userId: member.userId,
      community: meeting,
      render: (audience, escape) => {
        const person = who(member, audience, escape);
        const counted = meeting ? { meetings: week } : { replies: week };
        return {
          // The community never sees the prospect: only who booked and how many this week.
          data:
            audience === 'member'
              ? { dm: dmData(dm), week: counted }
              : { member: person.data, week: counted },
          text: meeting
            ? `🎉 ${person.text} booked a meeting, ${week} this week`
            : `💬 ${person.text} got a reply, ${week} this week`,
        };
      },
    },
    now,
  );
}

const LOG_ROUTE = /^\/api(?:\/v1)?\/dms(?:\/[^/]+\/(reply|meeting))?\/?$/;

/**
 * Around Log DM, Log Reply and Log Meeting (the app's and /api/v1's): once the log answered
 * 200/201, its DM goes out to the webhooks that hear it. A failure here never fails the log.
 */
export function webhookLogEvents(deps: EventDeps): MiddlewareHandler<MemberEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || (c.res.status !== 200 && c.res.status !== 201)) return;
    const match = LOG_ROUTE.exec(c.req.path);
    const viewer = c.get('viewer') as MemberViewer | undefined;
    if (!match || !viewer) return;
    const { dm } = (await c.res
      .clone()
      .json()
      .catch(() => ({}))) as { dm?: Dm };
    if (dm?.id)
      await logEvent(deps, viewer, match[1] === undefined ? 'dm' : (match[1] as 'reply'), dm);
  };
}

/**
 * A DM, reply or meeting a member logged, to the webhooks that hear it: the log routes' (above)
 * and any other place that logs for a member (e.g. an assistant's tool call).
 */
export const logEvent = (
  deps: EventDeps,
  viewer: MemberViewer,
  step: 'dm' | 'reply' | 'meeting',
  dm: Dm,
  now = new Date(),
) =>
  quietly(deps, `${step} logged`, async () => {
    const { profile } = viewer;
    const member: Identity = {
      userId: viewer.userId,
      name: profile.fullName || viewer.name,
      hidden: profile.hideFromLeaderboard,
      timeZone: profile.timeZone,
    };
    if (step === 'dm') await dmLogged(deps.db, member, profile, dm, now);
    else await stepLogged(deps.db, member, dm, step, now);
  });

/** Someone signed up and waits for approval: the community's webhooks. */
export const memberSignedUp = (
  { db, logger }: EventDeps,
  config: Pick<AppConfig, 'baseURL'>,
  created: { id: UserId; email: string },
  now = new Date(),
) =>
  quietly({ db, logger }, 'member.signed_up', async () => {
    const member = await identity(db, created.id);
    if (!member) return;
    await emitWebhookEvent(
      db,
      {
        type: 'member.signed_up',
        key: `member.signed_up:${member.userId}`,
        userId: null,
        community: true,
        render: (audience, escape) => {
          const person = who(member, audience, escape);
          return {
            data: {
              member: person.data && { ...person.data, email: created.email },
              review: `${config.baseURL}/admin`,
            },
            text: `👋 ${person.text} signed up and is waiting for approval: ${config.baseURL}/admin`,
          };
        },
      },
      now,
    );
  });

/** An admin approved a member: the community's webhooks. */
export const memberApproved = ({ db, logger }: EventDeps, userId: UserId, now = new Date()) =>
  quietly({ db, logger }, 'member.approved', async () => {
    const member = await identity(db, userId);
    if (!member) return;
    await emitWebhookEvent(
      db,
      {
        type: 'member.approved',
        key: `member.approved:${member.userId}`,
        userId: null,
        community: true,
        render: (audience, escape) => {
          const person = who(member, audience, escape);
          return { data: { member: person.data }, text: `✅ ${person.text} joined the community` };
        },
      },
      now,
    );
  });

/** The evening check found the streak at risk: the member's own webhooks. */
export const streakAtRisk = (
  { db, logger }: EventDeps,
  userId: UserId,
  facts: { streak: number; dms: number; goal: number },
  now = new Date(),
) =>
  quietly({ db, logger }, 'streak.at_risk', async () => {
    const member = await identity(db, userId);
    if (!member) return;
    await emitWebhookEvent(
      db,
      {
        type: 'streak.at_risk',
        key: `streak.at_risk:${userId}:${localDay(now, member.timeZone)}`,
        userId,
        community: false,
        render: (audience, escape) => ({
          data: { day: localDay(now, member.timeZone), ...facts },
          text: `🔥 ${who(member, audience, escape).text}'s ${facts.streak}-day streak is at risk: ${facts.dms} of ${facts.goal} DMs today`,
        }),
      },
      now,
    );
  });

/** Monday's summary (from the admin's Monday job): the community's webhooks, once per Monday. */
export const weeklySummary = (
  { db, logger }: EventDeps,
  summary: CohortWeeklySummary,
  day: string,
  now = new Date(),
) =>
  quietly({ db, logger }, 'summary.weekly', async () => {
    const { current, previous } = summary;
    await emitWebhookEvent(
      db,
      {
        type: 'summary.weekly',
        key: `summary.weekly:${day}`,
        userId: null,
        community: true,
        // Totals only: who needs attention is for the admin's eyes, never a channel.
        render: () => ({
          data: {
            week: { from: addDays(day, -7), to: addDays(day, -1) },
            current,
            previous,
            needsAttention: summary.attention.length,
          },
          text: `📊 Last week: ${current.dms} DMs, ${current.replies} replies and ${current.meetings} meetings from ${current.activeMembers} of ${current.members} members (the week before: ${previous.dms} DMs, ${previous.meetings} meetings).`,
        }),
      },
      now,
    );
  });
