import type { MailMessage } from '../mail/mailer';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * A notification mail: plain text and a simple HTML part, both ending with the one-click
 * unsubscribe link, which also goes in List-Unsubscribe (RFC 2369) with RFC 8058's one-click
 * POST, so mail apps show their own unsubscribe button.
 */
export function notificationMail({
  to,
  subject,
  text,
  html,
  unsubscribeUrl,
  unsubscribeWhat,
}: {
  to: string;
  subject: string;
  text: string;
  /** The body's HTML; every value in it already escaped. */
  html: string;
  unsubscribeUrl: string;
  unsubscribeWhat: string;
}): MailMessage {
  const footerText = `\n\n— DM Sprint\nStop ${unsubscribeWhat}: ${unsubscribeUrl}`;
  const page = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:16px">
${html}
<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px">
<p style="font-size:12px;color:#666">— DM Sprint · <a href="${escapeHtml(unsubscribeUrl)}">Stop ${escapeHtml(unsubscribeWhat)}</a></p>
</body></html>`;
  return {
    to,
    subject,
    text: text + footerText,
    html: page,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
