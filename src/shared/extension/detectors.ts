import { z } from 'zod';
import { handlePlatforms, type HandlePlatform } from '../domain/prospect-input';

/**
 * What the browser extension looks for on each platform's messaging pages
 * (docs/decisions/0140-browser-extension.md): ordered lists of candidates, the first one that
 * matches the open page wins. Configuration only, never code: the server serves it at
 * /api/v1/extension/detectors, the extension caches it, and the coach replaces it in the Admin
 * Panel when a platform changes its page, without a new release of the extension.
 */

const MAX_CANDIDATES = 12;

/** A CSS selector (checked by the browser when used: an invalid one simply never matches). */
const selector = z.string().trim().min(1).max(300);
const selectors = z.array(selector).max(MAX_CANDIDATES);

/** A regular expression in JavaScript syntax, checked here so a bad one is refused on save. */
const pattern = z
  .string()
  .min(1)
  .max(300)
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'Not a valid regular expression');

/** Where a value sits in a JSON answer: keys from the top, `*` standing for any one key. */
const jsonPath = z.array(z.string().min(1).max(120)).min(1).max(8);

/**
 * A request the platform's own page makes when the member sends a message, and where its
 * answer names the message. Only an answer that carries the message's id is a receipt.
 */
export const sendRequest = z.strictObject({
  /** Matched against the request's path and query. */
  url: pattern,
  /** The operation's name, where one address serves many (the form field or header naming it). */
  friendlyName: z.string().min(1).max(120).optional(),
  /** The sent message's id in the answer. */
  messageId: jsonPath,
  /** The conversation's id in the request's variables (a JSON body, or its `variables` field). */
  requestThread: jsonPath.optional(),
});
export type SendRequest = z.infer<typeof sendRequest>;

export const platformDetectors = z.strictObject({
  /** Paths (regular expressions) of the messaging pages: nothing is read anywhere else. */
  pages: z.array(pattern).min(1).max(MAX_CANDIDATES),
  /** Paths never touched, even inside a messaging page (X Chat's PIN screen). */
  neverPages: z.array(pattern).max(MAX_CANDIDATES),
  /** The conversation's id in the page's path: the first capture group. */
  threadInPath: z.array(pattern).max(MAX_CANDIDATES),
  /** A conversation on the page: the open thread, or an overlay opened from a profile. */
  conversation: selectors,
  /** One message inside a conversation. */
  message: selectors,
  /** A message of the member's matches one of these (itself or an element inside it). */
  outgoing: selectors,
  /** A message of the other person's. */
  incoming: selectors,
  /** A message still being sent: it is looked at again once it no longer matches. */
  pending: selectors,
  /** The attribute on a message (or an element inside it) that holds the platform's own id. */
  messageIdAttribute: z.array(z.string().regex(/^[a-z][a-z0-9-]*$/)).max(MAX_CANDIDATES),
  /** Where the member writes: Enter pressed there is a send (read only, never typed into). */
  composer: selectors,
  /** The send button: a click on it is a send (read only, never clicked). */
  sendButton: selectors,
  /** The other person's profile link, looked for in the conversation first, then the page. */
  profileLink: selectors,
  /** The requests that confirm a send (empty: the page is the only source, one click only). */
  sendRequests: z.array(sendRequest).max(MAX_CANDIDATES),
});
export type PlatformDetectors = z.infer<typeof platformDetectors>;

export const detectorsConfig = z.strictObject({
  /** The format of this file; the extension ignores a file of a format it does not know. */
  format: z.literal(1),
  /** A date (YYYY-MM-DD) or label telling this edition apart, shown by "Check this page". */
  edition: z.string().trim().min(1).max(60),
  platforms: z.strictObject(
    Object.fromEntries(handlePlatforms.map((platform) => [platform, platformDetectors])) as Record<
      HandlePlatform,
      typeof platformDetectors
    >,
  ),
});
export type DetectorsConfig = z.infer<typeof detectorsConfig>;

/** What the server answers: the configuration in force and whether the coach replaced it. */
export type DetectorsResponse = {
  detectors: DetectorsConfig;
  source: 'built-in' | 'coach';
  updatedAt: string | null;
  /** The extension version this server offers for download (Settings → Browser extension). */
  extensionVersion: string;
};
