import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cadenceText,
  followUpText,
  snoozeChoices,
  snoozeUntil,
  timelineLabel,
} from './follow-up-text';

afterEach(() => vi.unstubAllGlobals());

describe('follow-up texts', () => {
  it('says when the next follow-up is due on the member’s calendar', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    const today = '2026-11-25';
    expect(followUpText(null, today)).toBeNull();
    expect(followUpText('2026-11-25', today)).toBe('Follow up today');
    expect(followUpText('2026-11-26', today)).toBe('Follow-up due tomorrow');
    expect(followUpText('2026-11-27', today)).toBe('Follow-up due in 2 days');
    expect(followUpText('2026-12-03', today)).toBe('Follow-up due in 8 days');
    expect(followUpText('2026-11-23', today)).toBe('Overdue since Mon, Nov 23');
  });

  it('counts days across a daylight-saving change and a month end', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(followUpText('2026-03-30', '2026-03-28')).toBe('Follow-up due in 2 days');
    expect(followUpText('2026-11-01', '2026-10-31')).toBe('Follow-up due tomorrow');
  });

  it('snoozes 1 day, 3 days or a week from today', () => {
    expect(snoozeChoices.map((choice) => snoozeUntil('2026-11-30', choice.days))).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-07',
    ]);
  });

  it('names the timeline’s entries and the cadence', () => {
    vi.stubGlobal('navigator', { language: 'en-US' });
    expect(timelineLabel({ kind: 'first_dm', number: 1 })).toBe('First DM');
    expect(timelineLabel({ kind: 'follow_up', number: 2 })).toBe('Follow-up 1');
    expect(timelineLabel({ kind: 'follow_up', number: 3 })).toBe('Follow-up 2');
    expect(timelineLabel({ kind: 'reply', number: null })).toBe('Reply');
    expect(timelineLabel({ kind: 'meeting', number: null })).toBe('Meeting booked');
    expect(cadenceText([3, 7, 14])).toBe('days 3, 7 and 14 after the first DM');
    expect(cadenceText([5])).toBe('day 5 after the first DM');
  });
});
