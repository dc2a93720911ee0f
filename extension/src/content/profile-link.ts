import type { HandlePlatform } from '@/shared/domain/prospect-input';
import { parseProfileUrl } from '@/shared/domain/platform';
import { firstMatching } from './dom-lists';

const linksOf = (scope: ParentNode, candidates: readonly string[]) =>
  candidates.flatMap((selector) => firstMatching(scope, [selector]).elements);

/**
 * The other person's profile from a link the page shows, as DM Sprint stores it: only a link
 * to a profile with a handle on this platform counts (`/in/jane-doe`, `/nina.creates/`); a
 * numeric profile page or any other link is not taken for a person (the popup asks instead).
 */
export function profileFromHref(
  href: string,
  origin: string,
  platform: HandlePlatform,
): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const parsed = parseProfileUrl(`${url.origin}${url.pathname.replace(/\/+$/, '')}`);
  if (!parsed.ok) return null;
  const { profile } = parsed;
  return profile.platform === platform && profile.key.startsWith(`${platform}:`)
    ? profile.url
    : null;
}

/** The profile a conversation shows: its own links first, then the page's. */
export function profileOfConversation(
  conversation: Element,
  candidates: readonly string[],
  origin: string,
  platform: HandlePlatform,
): string | null {
  for (const scope of [conversation, conversation.ownerDocument]) {
    for (const link of linksOf(scope, candidates)) {
      const href = link.getAttribute('href');
      const profile = href ? profileFromHref(href, origin, platform) : null;
      if (profile) return profile;
    }
  }
  return null;
}
