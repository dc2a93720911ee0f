import type { Prospect } from '@/shared/schemas/prospects';
import { platformName } from '@/web/lib/format';

/** A prospect in a merge's texts: its name and where it was messaged. */
export type MergeParty = Pick<Prospect, 'id' | 'name' | 'profiles'>;

/**
 * 'Lena Brandt (Instagram)', 'Lena Brandt (LinkedIn, X)': a name with the platforms of its
 * profiles, so two prospects of one name are told apart in the merge's texts.
 */
export function withPlatforms({ name, profiles }: Pick<MergeParty, 'name' | 'profiles'>) {
  const platforms = [...new Set(profiles.map((profile) => platformName(profile.platform)))];
  return platforms.length > 0 ? `${name} (${platforms.join(', ')})` : name;
}

/** The merge's toast and its Undo's (docs/product.md, Prospect Tracker: Same person?). */
export const mergedText = (from: MergeParty, into: MergeParty) =>
  `Merged ${withPlatforms(from)} into ${withPlatforms(into)}`;
export const unmergedText = (from: MergeParty) =>
  `${withPlatforms(from)} is a prospect of their own again.`;
