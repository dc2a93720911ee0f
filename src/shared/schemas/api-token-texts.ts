/**
 * The API tokens' fixed values, without zod: the Settings card reads them before its first
 * save (the schema in ./api-tokens.ts loads on demand).
 */
export const API_TOKEN_SCOPES = ['read', 'read_log'] as const;
/** What a token may do: read the member's data, or read it and log DMs, replies, meetings. */
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read',
  read_log: 'Read and log',
};

/**
 * What a tool (the extension, an MCP client, a script) is told of a revoked, expired or unknown
 * token (401 `invalid_token`), in plain words: a member may read it.
 */
export const TOKEN_REFUSED_MESSAGE =
  'This token was revoked or has expired. Make a new one in Settings → API tokens.';

/** Days until a new token expires; `null`: it never does. */
export const API_TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;
export const API_TOKEN_NAME_MAX = 60;
/** Every token starts with it, so a leaked one is recognised (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'dms_';
