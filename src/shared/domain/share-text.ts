import { parseProfileUrl, type ParsedProfile } from './platform';
import { parseProspect } from './prospect-input';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;

/**
 * The profile a share names. Apps put the link in url, or inside text with other words
 * ("Check out Jane Doe's profile on LinkedIn https://…?utm_source=share"). Only http(s) links
 * on a known platform's host count; the first one wins, looked for in url, text, then title.
 */
export function findSharedProfile(share: {
  title?: string;
  text?: string;
  url?: string;
}): ParsedProfile | null {
  // A typed url may lack its scheme ("x.com/sam"); text only counts links it spells out.
  const candidates = [
    ...(share.url?.trim() ? [share.url.trim()] : []),
    ...[share.url, share.text, share.title].flatMap((field) => field?.match(URL_IN_TEXT) ?? []),
  ];
  for (const match of candidates) {
    const parsed = parseProfileUrl(match.replace(/[.,;:!?)\]}]+$/, ''));
    // parseProfileUrl drops tracking parameters (utm_*, igsh…) on every path.
    if (parsed.ok && parsed.profile.platform !== 'other') return parsed.profile;
  }
  return null;
}

/**
 * A share that is one handle and no profile link: like Log DM, the page asks for its platform
 * instead of refusing it. In `url` (the share page's own field) a bare word counts
 * (`marco_rossi` or `@marco.rossi`); in shared text only an `@handle` (a lone "Hello" is not one);
 * a title never (it is the page's title).
 */
export function findSharedHandle(share: { text?: string; url?: string }): string | null {
  const isHandle = (text: string | undefined, needsAt: boolean): text is string => {
    if (!text || /\s/.test(text) || (needsAt && !text.startsWith('@'))) return false;
    const parsed = parseProspect(text);
    return !parsed.ok && parsed.reason === 'needs_platform';
  };
  const url = share.url?.trim();
  const text = share.text?.trim();
  if (isHandle(url, false)) return url;
  if (isHandle(text, true)) return text;
  return null;
}

/**
 * What the Log DM dialog's Paste puts in its field: the profile link in copied text, found as
 * the share page finds it (`findSharedProfile`: tracking dropped), or the text itself when it is
 * one handle (`@nina.creates`) or one profile address (`example.com/jane`). Null when it holds
 * neither: nothing is filled in.
 */
export function profileInText(raw: string): string | null {
  const text = raw.trim();
  const oneWord = text !== '' && !/\s/.test(text);
  const shared = findSharedProfile(oneWord ? { url: text } : { text });
  if (shared) return shared.url;
  if (!oneWord) return null;
  const parsed = parseProspect(text);
  return parsed.ok || parsed.reason === 'needs_platform' ? text : null;
}
