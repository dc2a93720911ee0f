import { Hono, type Context } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { sendQuietly } from '../../mail/mailer';
import { accountDeletedMail } from '../../mail/templates';
import { exportLimit } from '../../middleware/per-member-limit';
import { requireCountedProof } from '../../security/reauth';
import { localDay } from '../../../shared/domain/day';
import { dataExportFileName } from '../../../shared/domain/data-export';
import { reauthInput } from '../../../shared/schemas/privacy';
import { deleteAccount } from './account-deletion.service';
import { dataExportZip } from './export.service';

/** The browser's session cookie, cleared: its session is gone with the account. */
export async function clearSessionCookie(c: Context, auth: AppDeps['auth']) {
  const { name } = (await auth.$context).authCookies.sessionToken;
  deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') });
}

/** Settings → Your data and Delete account (docs/decisions/0133-privacy.md). */
export function createPrivacyRoutes(deps: AppDeps) {
  const { db, turns, logger, mailer, rateCounter, auth } = deps;
  return new Hono<AppEnv>()
    .get('/export', exportLimit(rateCounter, 'data-export'), (c) => {
      const { profile } = c.get('viewer');
      const now = new Date();
      let cancelled = false;
      const chunks = dataExportZip(db, turns, profile, now, () => cancelled);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          try {
            const next = await chunks.next();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          } catch (error) {
            logger.error({ err: error, requestId: c.get('requestId') }, 'data export failed');
            controller.error(error);
          }
        },
        async cancel() {
          cancelled = true;
          await chunks.return(undefined);
        },
      });
      const name = dataExportFileName(localDay(now, profile.timeZone));
      return c.body(body, 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${name}"`,
      });
    })
    .post('/delete-account', validate('json', reauthInput), async (c) => {
      const viewer = c.get('viewer');
      await requireCountedProof(deps, viewer, c.req.valid('json'));
      const gone = await deleteAccount(db, viewer.userId);
      sendQuietly(mailer, logger, accountDeletedMail(gone.email, gone.name, 'member'));
      logger.info({ requestId: c.get('requestId') }, 'an account was deleted by its member');
      await clearSessionCookie(c, auth);
      return c.json({ deleted: true as const });
    });
}
