import { describe, expect, it } from 'vitest';
import { ageInDays, followUpDueDay, pipelineStatus } from './pipeline';

const now = new Date('2026-03-10T12:00:00Z');
const sentAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const dm = (hours: number, responseReceived = false, meetingBooked = false) => ({
  sentAt: sentAgo(hours),
  responseReceived,
  meetingBooked,
});

describe('DM pipeline status', () => {
  it('derives DM Sent, Responded, Meeting Booked and Cold', () => {
    expect(pipelineStatus(dm(1), now)).toBe('sent');
    expect(pipelineStatus(dm(7 * 24), now)).toBe('sent');
    expect(pipelineStatus(dm(7 * 24 + 1), now)).toBe('cold');
    expect(pipelineStatus(dm(30 * 24, true), now)).toBe('responded');
    expect(pipelineStatus(dm(30 * 24, true, true), now)).toBe('meeting');
  });

  it('counts age in whole days', () => {
    expect(ageInDays(sentAgo(23), now)).toBe(0);
    expect(ageInDays(sentAgo(49), now)).toBe(2);
  });

  it('puts the follow-up on the third local day after the DM', () => {
    expect(followUpDueDay('2026-03-10T02:00:00Z', 'UTC')).toBe('2026-03-13');
    expect(followUpDueDay('2026-03-10T02:00:00Z', 'America/Los_Angeles')).toBe('2026-03-12');
  });
});
