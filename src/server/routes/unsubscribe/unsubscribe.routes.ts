import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { user } from '../../db/schema';
import { escapeHtml } from '../../notifications/mail-layout';
import { updateNotificationSettings } from '../../notifications/prefs.service';
import { UNSUBSCRIBE_LINK_DAYS, type UnsubscribeKind } from '../../notifications/unsubscribe-token';
import type { NotificationSettingsInput } from '../../../shared/schemas/notifications';

const SWITCH_OFF: Record<UnsubscribeKind, { input: NotificationSettingsInput; what: string }> = {
  digest: { input: { digestEnabled: false }, what: 'the morning digest' },
  nudge: { input: { nudgeEmail: false }, what: 'streak reminders by email' },
  weekly: { input: { weeklySummaryEnabled: false }, what: 'the weekly cohort summary' },
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · DM Sprint</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5">
<h1 style="font-size:1.4rem">${escapeHtml(title)}</h1>${body}</body></html>`;

const BUTTON_STYLE =
  'font:inherit;min-height:44px;padding:0.5rem 1.25rem;border:0;border-radius:0.5rem;background:#111827;color:#fff;cursor:pointer';

/**
 * The unsubscribe link of every notification mail: public on purpose (it must work signed
 * out), it does nothing without a valid signed token, which names one member and one kind and
 * expires after UNSUBSCRIBE_LINK_DAYS. GET only shows a page with a button (a mail scanner that
 * prefetches links changes nothing); POST unsubscribes: that button's form, and RFC 8058's
 * one-click from the mail app (`List-Unsubscribe-Post`). Neither lives under /api, whose CSRF
 * rules refuse the form-encoded POST mail apps send.
 */
export function createUnsubscribeRoutes({ db, unsubscribeTokens, config }: AppDeps) {
  const settingsLink = `<a href="${escapeHtml(config.baseURL)}/settings">Settings</a>`;
  const invalid = page(
    'This link is not valid',
    `<p>It may be cut short. Copy the whole link from the mail, or change your notifications in ${settingsLink}.</p>`,
  );
  const expired = page(
    'This link has expired',
    `<p>Unsubscribe links work for ${UNSUBSCRIBE_LINK_DAYS} days after the mail. Use the link in a newer mail, or turn the mail off in ${settingsLink}.</p>`,
  );

  /** The token's claim, or the page that refuses it. */
  const claimOf = (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    const claim = unsubscribeTokens.verify(c.req.param('token') ?? '');
    if (claim === 'expired') return { refusal: c.html(expired, 410) };
    if (!claim) return { refusal: c.html(invalid, 400) };
    return { claim };
  };

  return new Hono<AppEnv>()
    .get('/:token', (c) => {
      const { claim, refusal } = claimOf(c);
      if (!claim) return refusal;
      const what = SWITCH_OFF[claim.kind].what;
      return c.html(
        page(
          `Unsubscribe from ${what}?`,
          `<p>You will stop getting ${escapeHtml(what)} by email. Your other notifications stay as they are.</p>
<form method="post" action="${escapeHtml(c.req.path)}"><button type="submit" style="${BUTTON_STYLE}">Unsubscribe</button></form>
<p>Changed your mind? Close this page, or manage every notification in ${settingsLink}.</p>`,
        ),
      );
    })
    .post('/:token', async (c) => {
      const { claim, refusal } = claimOf(c);
      if (!claim) return refusal;
      const [member] = await db.select({ id: user.id }).from(user).where(eq(user.id, claim.userId));
      if (member) await updateNotificationSettings(db, claim.userId, SWITCH_OFF[claim.kind].input);
      const what = SWITCH_OFF[claim.kind].what;
      return c.html(
        page(
          'You are unsubscribed',
          `<p>You will not get ${escapeHtml(what)} any more.</p><p>Changed your mind? Turn it back on in ${settingsLink}.</p>`,
        ),
      );
    });
}
