import { z } from 'zod';
import { EXTENSION_BROWSERS } from '../extension/version';

/** base64url without padding: 32 bytes are 43 characters. */
const base64url = (what: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} must be base64url`);

/**
 * The connect page's approval (docs/decisions/0140-browser-extension.md): the challenge the
 * extension made from its secret (SHA-256, base64url) and the browser it names itself after.
 */
export const extensionConnectInput = z.strictObject({
  challenge: base64url('The challenge', 43, 43),
  browser: z.enum(EXTENSION_BROWSERS),
});
export type ExtensionConnectInput = z.infer<typeof extensionConnectInput>;
/** The one-time code the connect page hands the extension, through its own tab's address. */
export type ExtensionConnectResult = { code: string };

/** The extension's exchange: the code from the page and the secret behind the challenge. */
export const extensionTokenInput = z.strictObject({
  code: base64url('The code', 43, 43),
  verifier: base64url('The verifier', 43, 128),
});
export type ExtensionTokenResult = {
  token: string;
  /** The token's name in Settings → API tokens: "DM Sprint extension · Chrome". */
  name: string;
  memberName: string;
};
