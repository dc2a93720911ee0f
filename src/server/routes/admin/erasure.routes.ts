import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { badRequest } from '../../http/errors';
import { validate } from '../../http/validate';
import { recordQuietly } from '../../security/security-events';
import { parseProfileUrl } from '../../../shared/domain/platform';
import { eraseProspectInput } from '../../../shared/schemas/privacy';
import { erasureCount, eraseProspect } from './erasure.service';

const INVALID_URL = 'Please enter a valid profile URL.';

/** The profile key of the URL, as every DM to it was keyed; 400 for anything else. */
function profileKey(raw: string): string {
  const parsed = parseProfileUrl(raw);
  if (!parsed.ok) throw badRequest(INVALID_URL, { profileUrl: INVALID_URL });
  return parsed.profile.key;
}

/**
 * Admin → Erase a prospect (docs/decisions/0133-privacy.md): how much would go, then the
 * erasure. The URL is neither logged nor recorded; the admin's security activity keeps the counts.
 */
export function createErasureRoutes({ db, mailer, logger, config }: AppDeps) {
  const securityEvents = { db, mailer, logger, appUrl: config.baseURL };
  return new Hono<AppEnv>()
    .post('/preview', validate('json', eraseProspectInput), async (c) =>
      c.json(await erasureCount(db, profileKey(c.req.valid('json').profileUrl))),
    )
    .post('/', validate('json', eraseProspectInput), async (c) => {
      const admin = c.get('viewer');
      const erased = await eraseProspect(db, profileKey(c.req.valid('json').profileUrl));
      await recordQuietly(securityEvents, admin.userId, 'prospect_erased', {
        ipAddress: c.get('clientIp'),
        userAgent: c.req.header('user-agent') ?? null,
        dms: String(erased.dms),
        members: String(erased.members),
      });
      logger.info({ adminId: admin.userId, ...erased }, 'a prospect was erased');
      return c.json(erased);
    });
}
