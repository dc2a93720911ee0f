import { z } from 'zod';
import type { PasskeyId } from './ids';

export const PASSKEY_NAME_MAX = 60;

const passkeyName = z
  .string()
  .trim()
  .min(1, 'Name the passkey')
  .max(PASSKEY_NAME_MAX, `Keep the name under ${PASSKEY_NAME_MAX} characters`);

/** The browser's WebAuthn answer; better-auth's passkey plugin checks the rest and the signature. */
const credentialResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});
export type CredentialJSON = z.infer<typeof credentialResponse>;

export const addPasskeyInput = z.strictObject({ response: credentialResponse, name: passkeyName });

export const passkeySignInInput = z.strictObject({ response: credentialResponse });

export const passkeyNameInput = z.strictObject({ name: passkeyName });

/** A passkey as Settings lists it. */
export type PasskeySummary = { id: PasskeyId; name: string; createdAt: string };
export type PasskeysResponse = { passkeys: PasskeySummary[] };
