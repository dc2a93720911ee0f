import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { user } from '../../db/schema';
import { escapeHtml } from '../../notifications/mail-layout';
import { updateNotificationSettings } from '../../notifications/prefs.service';
import type { UnsubscribeKind } from '../../notifications/unsubscribe-token';
import type { NotificationSettingsInput } from '../../../shared/schemas/notifications';

const SWITCH_OFF: Record<UnsubscribeKind, { input: NotificationSettingsInput; what: string }> = {
  digest: { input: { digestEnabled: false }, what: 'the morning digest' },
  nudge: { input: { nudgeEmail: false }, what: 'streak reminders by email' },
  weekly: { input: { weeklySummaryEnabled: false }, what: 'the weekly cohort summary' },
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · DM Sprint</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;

/**
 * The unsubscribe link of every notification mail: public on purpose (it must work signed
 * out), it does nothing without a valid signed token, which names one member and one kind.
 * GET is the link a member clicks; POST is RFC 8058's one-click from the mail app. Neither
 * lives under /api, whose CSRF rules refuse the form-encoded POST mail apps send.
 */
export function createUnsubscribeRoutes({ db, unsubscribeTokens, config }: AppDeps) {
  const unsubscribe = async (token: string) => {
    const claim = unsubscribeTokens.verify(token);
    if (!claim) return null;
    const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, claim.userId));
    if (member) await updateNotificationSettings(db, claim.userId, SWITCH_OFF[claim.kind].input);
    return SWITCH_OFF[claim.kind].what;
  };
  const invalid = page(
    'This link is not valid',
    '<p>It may be cut short. Copy the whole link from the mail, or change your notifications in Settings.</p>',
  );
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      c.header('Cache-Control', 'no-store');
      const what = await unsubscribe(c.req.param('token'));
      if (!what) return c.html(invalid, 400);
      return c.html(
        page(
          'You are unsubscribed',
          `<p>You will not get ${escapeHtml(what)} any more.</p><p>Changed your mind? Turn it back on in <a href="${escapeHtml(config.baseURL)}/settings">Settings</a>.</p>`,
        ),
      );
    })
    .post('/:token', async (c) => {
      const what = await unsubscribe(c.req.param('token'));
      return what ? c.text(`Unsubscribed from ${what}.`) : c.text('Invalid unsubscribe link.', 400);
    });
}
