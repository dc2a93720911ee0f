import { z } from 'zod';
import { isValidTimeZone } from '../domain/day';
import { MAX_SETTERS } from '../domain/goal';
import type { UserId } from './ids';

export const timeZoneSchema = z.string().max(64).refine(isValidTimeZone, 'Unknown time zone');

/** What a member may change about themself; admin and approval fields are not here on purpose. */
export const settingsInput = z.strictObject({
  fullName: z.string().trim().min(1, 'Enter your full name').max(100).optional(),
  company: z.string().trim().max(100).optional(),
  industry: z.string().trim().max(100).optional(),
  timeZone: timeZoneSchema.optional(),
  soloMode: z.boolean().optional(),
  settersCount: z.number().int().min(0).max(MAX_SETTERS).optional(),
  hideFromLeaderboard: z.boolean().optional(),
});
export type SettingsInput = z.infer<typeof settingsInput>;

/** The Settings page's profile form: the same fields, each one sent. */
export const profileFormInput = settingsInput
  .pick({ fullName: true, company: true, industry: true })
  .required();

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

export type Profile = {
  userId: UserId;
  email: string;
  fullName: string | null;
  company: string | null;
  industry: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  approvedAt: string | null;
  timeZone: string;
  soloMode: boolean;
  settersCount: number;
  hideFromLeaderboard: boolean;
  /** The member's own daily goal when raised above the community's; null follows it. */
  personalGoal: number | null;
  createdAt: string;
};

export type MeResponse = {
  profile: Profile;
  features: { coachUrl: string | null; writer: 'builtin' | 'llm'; emailVerification: boolean };
};

export const approvalDecisionInput = z.strictObject({
  status: z.enum(['approved', 'rejected']),
});
