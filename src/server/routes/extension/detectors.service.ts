import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { extensionDetectors } from '../../db/schema';
import type { Member } from '../../profiles/profiles.service';
import { DEFAULT_DETECTORS } from '../../../shared/extension/default-detectors';
import {
  detectorsConfig,
  type DetectorsConfig,
  type DetectorsResponse,
} from '../../../shared/extension/detectors';
import { EXTENSION_VERSION } from '../../../shared/extension/version';

/**
 * The extension's detectors in force: the coach's copy when there is one that this server's
 * format still reads, else the built-in one (src/shared/extension/default-detectors.ts).
 */
export async function currentDetectors(db: Db): Promise<DetectorsResponse> {
  const [row] = await db.select().from(extensionDetectors).where(eq(extensionDetectors.id, 1));
  const coach = row ? detectorsConfig.safeParse(row.detectors) : null;
  return coach?.success
    ? {
        detectors: coach.data,
        source: 'coach',
        updatedAt: row!.updatedAt.toISOString(),
        extensionVersion: EXTENSION_VERSION,
      }
    : {
        detectors: DEFAULT_DETECTORS,
        source: 'built-in',
        updatedAt: null,
        extensionVersion: EXTENSION_VERSION,
      };
}

/** The coach replaces the detectors: every extension picks them up at its next refresh. */
export async function saveDetectors(
  db: Db,
  { userId }: Member,
  detectors: DetectorsConfig,
  now = new Date(),
): Promise<DetectorsResponse> {
  await db
    .insert(extensionDetectors)
    .values({ id: 1, detectors, updatedAt: now, updatedBy: userId })
    .onConflictDoUpdate({
      target: extensionDetectors.id,
      set: { detectors, updatedAt: now, updatedBy: userId },
    });
  return currentDetectors(db);
}

/** Back to the detectors this release ships with. */
export async function resetDetectors(db: Db): Promise<DetectorsResponse> {
  await db.delete(extensionDetectors);
  return currentDetectors(db);
}
