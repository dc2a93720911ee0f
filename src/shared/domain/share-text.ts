import { parseProfileUrl, type ParsedProfile } from './platform';
import { parseProspect } from './prospect-input';

/** Query parameters that only track where a link was shared from; a profile never needs them. */
const TRACKING =
  /^(utm_.*|fbclid|gclid|igsh|igshid|mibextid|si|s|t|ref|ref_src|ref_url|trk|trkInfo|lipi|originalSubdomain|rcm|share_id|sharer_id)$/i;

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/gi;

/** The URL without tracking parameters or fragment (Facebook's profile.php?id= stays). */
export function stripTracking(raw: string): string {
  const url = new URL(raw);
  for (const key of [...url.searchParams.keys()]) {
    if (TRACKING.test(key)) url.searchParams.delete(key);
  }
  url.hash = '';
  return url.href;
}

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
    if (parsed.ok && parsed.profile.platform !== 'other') {
      const clean = parseProfileUrl(stripTracking(parsed.profile.url));
      if (clean.ok) return clean.profile;
    }
  }
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
