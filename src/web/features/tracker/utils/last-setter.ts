import { isSelf } from '@/shared/domain/self-setter';
import { DEFAULT_SETTER } from '@/shared/schemas/dm-messages';

/**
 * The setter the member last logged a DM for, per member on this device
 * (`dm-sprint.last-setter.{member id}`, docs/product.md, Constants): the Log DM dialog starts on
 * it in team mode. Not a server preference: the settings route holds only the profile's fields.
 */
const lastSetterKey = (memberId: string) => `dm-sprint.last-setter.${memberId}`;

/**
 * The remembered setter if it can still be picked: 'Self' (in any case, as 'Self'), or the
 * name of one of the active setters (exactly as they are named now). Anything else: none.
 */
export function preselectedSetter(
  remembered: string | null,
  activeSetterNames: readonly string[],
): string | undefined {
  const name = remembered?.trim();
  if (!name) return undefined;
  if (isSelf(name)) return DEFAULT_SETTER;
  return activeSetterNames.find((active) => active === name);
}

export function readLastSetter(memberId: string): string | null {
  try {
    return localStorage.getItem(lastSetterKey(memberId));
  } catch {
    return null;
  }
}

export function rememberSetter(memberId: string, setterName: string): void {
  try {
    localStorage.setItem(lastSetterKey(memberId), setterName);
  } catch {
    // storage refused (private mode): the choice lasts this visit only
  }
}
