import { DEFAULT_SETTER } from '../schemas/dm-messages';

/** 'Self' in any case names the member themself, never one of their setters (docs/product.md). */
export const isSelf = (setterName: string) =>
  setterName.trim().toLowerCase() === DEFAULT_SETTER.toLowerCase();

/** The setter a DM counts for: none given or 'self' in any case is 'Self'. */
export const setterOrSelf = (setterName?: string | null) =>
  !setterName || isSelf(setterName) ? DEFAULT_SETTER : setterName;
