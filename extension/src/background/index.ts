import type { HandlePlatform } from '@/shared/domain/prospect-input';
import type { TrackerToday } from '@/shared/schemas/tracker';
import { keyOfMessage } from '../lib/idempotency-key';
import type { ContentMessage } from '../lib/messages';
import { platformOfHost } from '../lib/platforms';
import { disconnect, finishConnect, startConnect } from './connect';
import { DETECTORS_FRESH_MS, detectorsOf, refreshDetectors } from './detectors';
import { logByClick, receive, removeItem, waitingCount } from './items';
import { flushOutbox } from './outbox';
import type { PopupMessage } from './popup-messages';
import { callServer } from './server';
import { STATE_KEY, updateState, type Mode, type State } from './state';

/**
 * The background (a service worker in Chrome and Edge, an event page in Firefox): keeps the
 * connection, the items and the outbox, and is the only part that talks to the member's server.
 * It never sends anything to the platforms.
 */
const RETRY_ALARM = 'outbox-retry';
const DETECTORS_ALARM = 'detectors-refresh';

const newId = () => crypto.randomUUID();

async function showBadge(state: State) {
  const count = waitingCount(state);
  await chrome.action.setBadgeText({ text: count > 0 ? String(count) : '' });
  await chrome.action.setBadgeBackgroundColor({ color: '#4f46e5' });
}

chrome.storage.onChanged.addListener((changes, area) => {
  const next = changes[STATE_KEY]?.newValue as State | undefined;
  if (area !== 'local' || !next) return;
  void showBadge(next);
  const waitsToSend = next.connection && next.items.some((item) => item.status === 'queued');
  if (waitsToSend) void chrome.alarms.create(RETRY_ALARM, { periodInMinutes: 1 });
  else void chrome.alarms.clear(RETRY_ALARM);
});

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === RETRY_ALARM) void flushOutbox();
  if (alarm.name === DETECTORS_ALARM) void refreshDetectors();
});
chrome.runtime.onInstalled.addListener(() => {
  void chrome.alarms.create(DETECTORS_ALARM, { periodInMinutes: 6 * 60 });
});

// The connect page's tab: its address holds the one-time code once the member approved.
chrome.tabs.onUpdated.addListener((tabId, change, tab) => {
  const url = change.url ?? tab.url;
  if (url) void finishConnect(tabId, url);
});

async function onDetected(event: Extract<ContentMessage, { type: 'detected' }>['event']) {
  const key = event.messageId
    ? await keyOfMessage(event.platform, event.kind, event.messageId)
    : null;
  const state = await updateState((current) => receive(current, event, key, newId));
  if (state.items.some((item) => item.status === 'queued')) await flushOutbox();
}

async function today(state: State) {
  if (!state.connection) return null;
  const answer = await callServer<TrackerToday>(state.connection, 'GET', '/api/v1/today');
  if (answer.ok) return { dmsSent: answer.body.dmsSent, goal: answer.body.goal };
  if (answer.kind === 'revoked') {
    await updateState((current) => ({ ...current, connection: null, lostConnection: 'revoked' }));
  }
  return null;
}

async function undo(id: string) {
  const state = await updateState((current) => current);
  const item = state.items.find((entry) => entry.id === id);
  if (!item) return;
  if (item.status === 'logged' && item.dmId && state.connection) {
    const path =
      item.kind === 'reply' ? `/api/v1/dms/${item.dmId}/reply` : `/api/v1/dms/${item.dmId}`;
    const answer = await callServer(state.connection, 'DELETE', path);
    if (!answer.ok && answer.kind !== 'refused') return;
  }
  await updateState((current) => removeItem(current, id));
}

async function onPopup(message: PopupMessage): Promise<unknown> {
  switch (message.type) {
    case 'connect':
      return startConnect(message.origin);
    case 'disconnect':
      return disconnect();
    case 'log':
      await updateState((state) => logByClick(state, message.id, message));
      return flushOutbox();
    case 'ignore':
      return updateState((state) => removeItem(state, message.id));
    case 'undo':
      return undo(message.id);
    case 'send-now':
      return flushOutbox();
    case 'set-mode':
      return updateState((state) => ({
        ...state,
        modes: { ...state.modes, [message.platform]: message.mode satisfies Mode },
      }));
    case 'opened': {
      const state = await flushOutbox();
      const cached = detectorsOf(state);
      if (Date.now() - cached.fetchedAt > DETECTORS_FRESH_MS) await refreshDetectors();
      return today(await updateState((current) => current));
    }
  }
}

chrome.runtime.onMessage.addListener((message: ContentMessage | PopupMessage, sender, respond) => {
  if (message.type === 'hello') {
    void updateState((state) => state).then((state) => {
      const cached = detectorsOf(state);
      const platform = (sender.tab ? platformOf(sender.tab.url) : null) ?? null;
      respond(
        platform
          ? { detectors: cached.detectors.platforms[platform], edition: cached.detectors.edition }
          : undefined,
      );
    });
    return true;
  }
  if (message.type === 'detected') {
    void onDetected(message.event);
    return false;
  }
  void onPopup(message).then(respond, () => respond(null));
  return true;
});

function platformOf(url: string | undefined): HandlePlatform | null {
  return url ? platformOfHost(new URL(url).hostname) : null;
}
