import { describe, expect, it } from 'vitest';
import type { Detected } from '../lib/messages';
import { logByClick, receive, waitingCount } from './items';
import { initialState, type State } from './state';

let counter = 0;
const newId = () => `id-${++counter}`;
const AT = 1_785_830_400_000;

const sent = (change: Partial<Detected> = {}): Detected => ({
  platform: 'linkedin',
  kind: 'sent',
  signal: 'page',
  messageId: 'urn:li:msg_message:(a,2-x)',
  threadId: '2-x',
  profileUrl: 'https://www.linkedin.com/in/jordan-example-1a2b3c',
  at: AT,
  ...change,
});

const auto = (state: State): State => ({
  ...state,
  modes: { ...state.modes, linkedin: 'auto', instagram: 'auto' },
});

describe('receive', () => {
  it('waits for a click by default, on every platform', () => {
    const state = receive(initialState(), sent({ signal: 'network' }), 'key-1', newId);
    expect(state.items.map((item) => item.status)).toEqual(['waiting']);
    expect(waitingCount(state)).toBe(1);
  });

  it('logs by itself only what the platform’s own answer confirmed, where the member chose so', () => {
    const page = receive(auto(initialState()), sent(), 'key-1', newId);
    expect(page.items[0].status).toBe('waiting');
    const confirmed = receive(page, sent({ signal: 'network' }), 'key-1', newId);
    expect(confirmed.items).toHaveLength(1);
    expect(confirmed.items[0]).toMatchObject({ status: 'queued', confirmed: true, key: 'key-1' });
  });

  it('keeps one item for one message however many signals report it', () => {
    let state = initialState();
    for (const signal of ['page', 'network', 'page'] as const) {
      state = receive(state, sent({ signal }), 'key-1', newId);
    }
    expect(state.items).toHaveLength(1);
  });

  it('pairs a page report without an id with the send receipt of the same thread', () => {
    const page = receive(
      auto(initialState()),
      sent({ platform: 'instagram', messageId: null, threadId: '3402' }),
      null,
      newId,
    );
    const receipt = receive(
      page,
      sent({
        platform: 'instagram',
        signal: 'network',
        messageId: 'mid.1',
        threadId: '3402',
        at: AT + 800,
      }),
      'key-mid-1',
      newId,
    );
    expect(receipt.items).toHaveLength(1);
    expect(receipt.items[0]).toMatchObject({
      key: 'key-mid-1',
      keyFromPlatform: true,
      status: 'queued',
    });
  });

  it('never logs by itself without the person: it asks', () => {
    const state = receive(
      auto(initialState()),
      sent({ signal: 'network', profileUrl: null }),
      'k',
      newId,
    );
    expect(state.items[0].status).toBe('waiting');
    const clicked = logByClick(state, state.items[0].id, {
      profileUrl: 'https://www.linkedin.com/in/someone-else',
    });
    expect(clicked.items[0]).toMatchObject({
      status: 'queued',
      profileUrl: 'https://www.linkedin.com/in/someone-else',
    });
  });

  it('keeps two messages of different people apart', () => {
    let state = receive(initialState(), sent({ messageId: null }), null, newId);
    state = receive(
      state,
      sent({ messageId: null, threadId: '2-y', profileUrl: 'https://www.linkedin.com/in/other' }),
      null,
      newId,
    );
    expect(state.items).toHaveLength(2);
  });
});
