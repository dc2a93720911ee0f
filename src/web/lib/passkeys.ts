// The WebAuthn half of passkeys, shared by Settings (adding one) and the sign-in page (using
// one). @simplewebauthn/browser is imported on click, so neither page downloads it up front
// (the sign-in page's budget: scripts/check-bundle.mjs).
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { CredentialJSON } from '@/shared/schemas/passkey';

/** Browsers offer WebAuthn only on a secure address (https, or localhost). */
export const passkeysAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

export const PASSKEYS_NEED_HTTPS =
  'Passkeys work only over https, or at localhost on the computer DM Sprint runs on.';

/** Asks this device's authenticator for a new passkey; answers what the server checks. */
export async function createPasskey(optionsJSON: unknown) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({
    optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON,
  }) as Promise<unknown> as Promise<CredentialJSON>;
}

/** Asks the authenticator to sign the server's challenge with one of its passkeys. */
export async function signWithPasskey(optionsJSON: unknown) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({
    optionsJSON: optionsJSON as PublicKeyCredentialRequestOptionsJSON,
  }) as Promise<unknown> as Promise<CredentialJSON>;
}

/** The browser's refusals in the member's words; null for anything else. */
export function passkeyPromptMessage(error: unknown): string | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'SecurityError') return PASSKEYS_NEED_HTTPS;
  return null;
}
