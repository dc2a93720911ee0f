import type { SessionId } from './ids';
export const SECURITY_EVENT_KINDS = [
  'signed_in',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'passkey_added',
  // An admin's own record of what they removed, without the removed person's data.
  'member_removed',
  'prospect_erased',
  'api_token_created',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How each event reads, in the list and in the mail's subject. */
export const SECURITY_EVENT_TITLES: Record<SecurityEventKind, string> = {
  signed_in: 'New sign-in',
  password_changed: 'Password changed',
  two_factor_enabled: 'Two-factor authentication turned on',
  two_factor_disabled: 'Two-factor authentication turned off',
  passkey_added: 'Passkey added',
  member_removed: 'Member removed',
  prospect_erased: 'Prospect erased',
  api_token_created: 'API token created',
};

/**
 * What an event took or made: an erasure's counts for the admin's record (never the URL), a new
 * API token's name and scope.
 */
export const erasureDetail = (meta: Record<string, string>): string | null => {
  if (meta.apiToken !== undefined) return `“${meta.apiToken}” (${meta.scope ?? 'read'})`;
  return meta.dms === undefined
    ? null
    : `${meta.dms} DM(s) in ${meta.members ?? '0'} member(s)' logs`;
};

export type SecurityEvent = {
  id: string;
  kind: SecurityEventKind;
  at: string;
  ipAddress: string | null;
  browser: string;
  system: string;
  /** What the event took, when it says (an erasure's counts). */
  detail: string | null;
};

/** A signed-in device; `id` names the session without being its token. */
export type DeviceSession = {
  id: SessionId;
  browser: string;
  system: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
};

export type SessionsResponse = { sessions: DeviceSession[] };
export type SecurityEventsResponse = { events: SecurityEvent[] };
