import type { AppDeps } from '../context';
import { getStreak } from '../routes/progress/progress.service';
import { digestFacts } from './digest';
import { digestMail } from './digest-mail';
import type { ClaimedJob } from './job-queue';
import { loadMember, type Member } from './member';
import { nudgeMail, nudgeText, weeklySummaryMail } from './other-mails';
import { getNotificationSettings } from './prefs.service';
import { deletePushSubscription, memberPushSubscriptions } from './push-subscriptions';
import type { UnsubscribeKind } from './unsubscribe-token';
import { cohortWeeklySummary } from '../routes/admin/cohort-summary.service';
import { streakAtRisk, weeklySummary } from '../webhooks/events';
import { localDay } from '../../shared/domain/day';

export type NotifierDeps = Pick<
  AppDeps,
  'db' | 'mailer' | 'logger' | 'push' | 'unsubscribeTokens' | 'config'
>;

/** 'sent' when something went out; 'skipped' when there was nothing to send (never retried). */
export type Delivery = 'sent' | 'skipped';

const unsubscribeUrl = (deps: NotifierDeps, member: Member, kind: UnsubscribeKind) =>
  `${deps.config.baseURL}/unsubscribe/${deps.unsubscribeTokens.sign(member.userId, kind)}`;

async function sendDigest(deps: NotifierDeps, member: Member, now: Date): Promise<Delivery> {
  const facts = await digestFacts(deps.db, member, now);
  await deps.mailer.send(
    digestMail(member.email, member.name, facts, {
      followUps: `${deps.config.baseURL}/prospect-tracker?tab=follow-ups`,
      unsubscribe: unsubscribeUrl(deps, member, 'digest'),
    }),
  );
  return 'sent';
}

/**
 * Push to each of the member's devices; a device the push service forgot, or whose endpoint
 * leads to the server's own network, is removed.
 */
async function pushToDevices(deps: NotifierDeps, member: Member, body: string): Promise<number> {
  let delivered = 0;
  for (const device of await memberPushSubscriptions(deps.db, member.userId)) {
    const outcome = await deps.push
      .send(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        {
          title: 'Your streak is at risk',
          body,
          url: `${deps.config.baseURL}/dashboard`,
          tag: 'streak',
        },
      )
      .catch((error: unknown) => {
        deps.logger.warn({ err: error, userId: member.userId }, 'web push failed');
        return 'failed' as const;
      });
    if (outcome === 'gone') {
      await deletePushSubscription(deps.db, device.id);
      deps.logger.info({ userId: member.userId }, 'push subscription expired: removed');
    }
    // Its endpoint leads to the server's own network: nothing was sent, and it is not kept.
    if (outcome === 'refused') {
      await deletePushSubscription(deps.db, device.id);
      deps.logger.warn(
        { userId: member.userId, endpointHost: new URL(device.endpoint).host },
        'push endpoint on a private address: subscription removed',
      );
    }
    if (outcome === 'delivered') delivered++;
  }
  return delivered;
}

/** Evening: only when today's goal is not reached and there is a streak to lose. */
async function sendNudge(deps: NotifierDeps, member: Member, now: Date): Promise<Delivery> {
  const streak = await getStreak(deps.db, member, now);
  if (streak.status !== 'at_risk') return 'skipped';
  const facts = { streak: streak.current, dms: streak.today.dms, goal: streak.today.goal };
  await streakAtRisk(deps, member.userId, facts, now);
  const said = { ...facts, followUpsCount: streak.followUpsCount };
  if ((await pushToDevices(deps, member, nudgeText(said))) > 0) return 'sent';
  const settings = await getNotificationSettings(deps.db, member.userId);
  if (!settings.nudgeEmail) return 'skipped';
  await deps.mailer.send(
    nudgeMail(member.email, said, {
      app: `${deps.config.baseURL}/dashboard`,
      unsubscribe: unsubscribeUrl(deps, member, 'nudge'),
    }),
  );
  return 'sent';
}

async function sendWeekly(deps: NotifierDeps, member: Member, now: Date): Promise<Delivery> {
  if (!member.isAdmin) return 'skipped';
  const summary = await cohortWeeklySummary(deps.db, now);
  await weeklySummary(deps, summary, localDay(now, member.timeZone), now);
  await deps.mailer.send(
    weeklySummaryMail(member.email, summary, now, {
      admin: `${deps.config.baseURL}/admin`,
      unsubscribe: unsubscribeUrl(deps, member, 'weekly'),
    }),
  );
  return 'sent';
}

const SENDERS = { digest: sendDigest, nudge: sendNudge, weekly: sendWeekly };

/** Sends one claimed job; throws when it should be retried (a mail server down, say). */
export async function deliver(deps: NotifierDeps, job: ClaimedJob, now: Date): Promise<Delivery> {
  const member = await loadMember(deps.db, job.userId);
  if (!member || !member.approved) return 'skipped';
  const settings = await getNotificationSettings(deps.db, job.userId);
  const enabled = {
    digest: settings.digestEnabled,
    nudge: settings.nudgeEnabled,
    weekly: settings.weeklySummaryEnabled,
  };
  // Switched off since it was scheduled: the member's latest choice wins.
  if (!enabled[job.kind]) return 'skipped';
  return SENDERS[job.kind](deps, member, now);
}
