import type { SessionId } from './ids';
export const SECURITY_EVENT_KINDS = [
  'signed_in',
  'password_changed',
  'two_factor_enabled',
  'two_factor_disabled',
  'passkey_added',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How each event reads, in the list and in the mail's subject. */
export const SECURITY_EVENT_TITLES: Record<SecurityEventKind, string> = {
  signed_in: 'New sign-in',
  password_changed: 'Password changed',
  two_factor_enabled: 'Two-factor authentication turned on',
  two_factor_disabled: 'Two-factor authentication turned off',
  passkey_added: 'Passkey added',
};

export type SecurityEvent = {
  id: string;
  kind: SecurityEventKind;
  at: string;
  ipAddress: string | null;
  browser: string;
  system: string;
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
