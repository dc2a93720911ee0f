import { describe, expect, it } from 'vitest';
import { pipelineStatus } from './pipeline';

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
});
