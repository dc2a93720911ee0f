import { paths } from '@/shared/paths';
import type { ExtensionBrowser } from '@/shared/extension/version';
import type { ExtensionTokenResult } from '@/shared/schemas/extension';
import { refreshDetectors } from './detectors';
import { callServer } from './server';
import { updateState, type State } from './state';

/** The browser the extension runs in, which names its token ("DM Sprint extension · Edge"). */
export function browserName(userAgent: string): ExtensionBrowser {
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Chrome\//.test(userAgent)) return 'Chrome';
  return 'Browser';
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A secret and its challenge (PKCE S256): only this extension can use the page's code. */
async function makeSecret() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/**
 * Connect, step 1 (the popup asked for the server's origin first): open the server's connect page
 * in a tab, with the challenge and the browser's name. Nothing is sent to the server yet.
 */
export async function startConnect(origin: string) {
  const { verifier, challenge } = await makeSecret();
  const query = new URLSearchParams({ challenge, browser: browserName(navigator.userAgent) });
  const tab = await chrome.tabs.create({ url: `${origin}${paths.connectExtension}?${query}` });
  await updateState((state) => ({
    ...state,
    pendingConnect: { origin, verifier, tabId: tab.id!, startedAt: Date.now() },
  }));
}

/** The one-time code the connect page put in its own address once the member approved. */
export function codeInAddress(url: string, origin: string): string | null {
  if (!url.startsWith(`${origin}${paths.connectExtension}`)) return null;
  const code = new URLSearchParams(new URL(url).hash.slice(1)).get('code');
  return code && /^[A-Za-z0-9_-]{43}$/.test(code) ? code : null;
}

/**
 * Connect, step 2: the connect tab's address now holds the code (the extension sees it through
 * the host permission the member just granted). The code and the secret buy the token, once.
 */
export async function finishConnect(tabId: number, url: string): Promise<State | null> {
  const state = await updateState((current) => current);
  const pending = state.pendingConnect;
  if (!pending || pending.tabId !== tabId) return null;
  const code = codeInAddress(url, pending.origin);
  if (!code) return null;
  const answer = await callServer<ExtensionTokenResult>(
    { origin: pending.origin },
    'POST',
    '/api/extension-token',
    { body: { code, verifier: pending.verifier } },
  );
  if (!answer.ok) {
    return updateState((current) => ({ ...current, pendingConnect: null }));
  }
  await updateState((current) => ({
    ...current,
    pendingConnect: null,
    lostConnection: null,
    connection: {
      origin: pending.origin,
      token: answer.body.token,
      memberName: answer.body.memberName,
      tokenName: answer.body.name,
    },
  }));
  return refreshDetectors();
}

/**
 * Disconnect: the server revokes this token (it stops working at once, as Revoke in Settings),
 * then the extension forgets it and gives back the permission for the server's origin.
 */
export async function disconnect(): Promise<State> {
  const state = await updateState((current) => current);
  const { connection } = state;
  if (connection) {
    await callServer(connection, 'DELETE', '/api/v1/token');
    await chrome.permissions.remove({ origins: [`${connection.origin}/*`] }).catch(() => false);
  }
  return updateState((current) => ({
    ...current,
    connection: null,
    lostConnection: null,
    items: current.items.filter((item) => item.status === 'waiting'),
  }));
}
