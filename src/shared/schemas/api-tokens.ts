import { z } from 'zod';
import type { ApiTokenId, UserId } from './ids';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from './api-token-texts';

export const createApiTokenInput = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Name the token')
    .max(API_TOKEN_NAME_MAX, `Keep the name under ${API_TOKEN_NAME_MAX} characters`),
  scope: z.enum(API_TOKEN_SCOPES),
  expiresInDays: z.literal(API_TOKEN_EXPIRY_DAYS).nullable(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInput>;

/** A token as its owner's list shows it: never the token itself. */
export type ApiTokenSummary = {
  id: ApiTokenId;
  name: string;
  scope: ApiTokenScope;
  /** `dms_…abcd`: the prefix and the last four characters. */
  hint: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
};
export type ApiTokensResponse = { tokens: ApiTokenSummary[] };
/** The answer to a creation: the only time the token is shown. */
export type CreatedApiToken = { token: string; summary: ApiTokenSummary };

/** A token in the admin's list: every member's, with its owner. */
export type AdminApiToken = ApiTokenSummary & { owner: { userId: UserId; name: string } };
export type AdminApiTokensResponse = { tokens: AdminApiToken[] };
