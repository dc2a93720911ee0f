/**
 * Branded ids: a string the type system tells apart by the table it names, so a DM's id cannot
 * be passed where a setter's is wanted. Only the schema's columns (`.$type<DmId>()` in
 * src/server/db/schema/) and the one `:id` parser (src/server/http/ids.ts) make them; the web
 * reads them as plain strings (docs/conventions.md).
 */
type Brand<T, B extends string> = T & { readonly __brand: B };

export type UserId = Brand<string, 'UserId'>;
export type SessionId = Brand<string, 'SessionId'>;
export type PasskeyId = Brand<string, 'PasskeyId'>;
export type SetterId = Brand<string, 'SetterId'>;
export type DmId = Brand<string, 'DmId'>;
export type ProspectId = Brand<string, 'ProspectId'>;
export type ScriptId = Brand<string, 'ScriptId'>;
export type ObjectionId = Brand<string, 'ObjectionId'>;
export type ApiTokenId = Brand<string, 'ApiTokenId'>;
export type ExportApplyId = Brand<string, 'ExportApplyId'>;
export type WebhookId = Brand<string, 'WebhookId'>;
export type WebhookDeliveryId = Brand<string, 'WebhookDeliveryId'>;
