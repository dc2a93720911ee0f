import { z } from 'zod';
import type { Platform } from '../domain/platform';
import { parseScriptUsed } from '../domain/script-used';

export { DEFAULT_SETTER, INVALID_URL, MISSING_INFO } from './dm-messages';

/** Log DM: the URL is checked by parseProfileUrl on both sides, with the spec's toasts. */
export const logDmInput = z.strictObject({
  profileUrl: z.string().max(10_000),
  setterName: z.string().trim().max(60).optional(),
  /** Which script was used (src/shared/domain/script-used.ts); never required ('' is none). */
  scriptUsed: z
    .string()
    .max(120)
    .refine((key) => key === '' || parseScriptUsed(key) !== null, 'Unknown script')
    .optional(),
});
export type LogDmInput = z.infer<typeof logDmInput>;

export const editDmInput = z
  .strictObject({
    prospectName: z.string().trim().min(1, 'Enter a prospect name').max(120).optional(),
    companyName: z.string().trim().max(120).optional(),
    notes: z.string().max(5000).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type EditDmInput = z.infer<typeof editDmInput>;

export type Dm = {
  id: string;
  prospectName: string;
  companyName: string;
  platform: Platform;
  scriptType: string;
  setterName: string;
  profileUrl: string;
  sentAt: string;
  responseReceived: boolean;
  responseAt: string | null;
  meetingBooked: boolean;
  meetingAt: string | null;
  notes: string;
};

export type LogDmResult = {
  dm: Dm;
  /** D14: the profile was already messaged; the earlier DM's date, as a warning. */
  previouslySentAt: string | null;
};
