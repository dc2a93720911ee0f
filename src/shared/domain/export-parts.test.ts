import { describe, expect, it } from 'vitest';
import type { ExportReportPart } from '../schemas/exports';
import { EXPORT_PART, exportParts, mergeReportParts } from './export-parts';

const conversation = (followUps: number) => ({
  followUps: Array.from({ length: followUps }, (_, i) => i + 1),
});

describe('exportParts', () => {
  it('cuts at 250 conversations or 2,500 messages, whichever comes first, keeping the order', () => {
    const short = Array.from({ length: 600 }, () => conversation(0));
    expect(exportParts(short).map((part) => part.length)).toEqual([250, 250, 100]);

    const long = Array.from({ length: 300 }, () => conversation(29)); // 30 messages each
    const parts = exportParts(long);
    expect(parts.map((part) => part.length)).toEqual([83, 83, 83, 51]);
    for (const part of parts) {
      const messages = part.reduce((sum, fact) => sum + 1 + fact.followUps.length, 0);
      expect(messages).toBeLessThanOrEqual(EXPORT_PART.messages);
    }
    expect(parts.flat()).toEqual(long);
    expect(exportParts([])).toEqual([]);
  });
});

const part = (over: Partial<ExportReportPart>): ExportReportPart => ({
  platform: 'linkedin',
  from: null,
  to: null,
  days: [],
  sentNotLogged: [],
  repliedNotLogged: [],
  theyStarted: 0,
  reactions: 0,
  followUps: 0,
  followUpsNotLogged: 0,
  profileKeys: [],
  exportedDms: 0,
  loggedBefore: 0,
  ...over,
});

const day = (date: string, started: number) => ({
  day: date,
  started,
  logged: started - 1,
  notLogged: 1,
  replies: 0,
  repliesLogged: 0,
  repliesNotLogged: 0,
});

describe('mergeReportParts', () => {
  it('sums the days and counts, joins the lists, and spans from the first to the last', () => {
    const sent = (counterpart: string) => ({
      counterpart,
      displayName: counterpart,
      profileUrl: null,
      sentAt: '2026-03-01T10:00:00.000Z',
      needsMatch: false,
      followUps: 0,
    });
    const merged = mergeReportParts('linkedin', [
      part({
        from: '2026-03-01T10:00:00.000Z',
        to: '2026-03-04T10:00:00.000Z',
        days: [day('2026-03-01', 2), day('2026-03-04', 1)],
        sentNotLogged: [sent('a')],
        theyStarted: 1,
        followUps: 3,
        profileKeys: ['linkedin:a', 'linkedin:b'],
        exportedDms: 2,
        loggedBefore: 1,
      }),
      part({
        from: '2026-02-20T10:00:00.000Z',
        to: '2026-03-02T10:00:00.000Z',
        days: [day('2026-02-20', 1), day('2026-03-01', 3)],
        sentNotLogged: [sent('c')],
        reactions: 2,
        followUpsNotLogged: 1,
        profileKeys: ['linkedin:c', 'linkedin:a'],
        exportedDms: 3,
        loggedBefore: 2,
      }),
      part({}),
    ]);
    expect(merged).toEqual({
      platform: 'linkedin',
      from: '2026-02-20T10:00:00.000Z',
      to: '2026-03-04T10:00:00.000Z',
      days: [
        day('2026-02-20', 1),
        { ...day('2026-03-01', 5), logged: 3, notLogged: 2 },
        day('2026-03-04', 1),
      ],
      sentNotLogged: [sent('a'), sent('c')],
      repliedNotLogged: [],
      theyStarted: 1,
      reactions: 2,
      followUps: 3,
      followUpsNotLogged: 1,
      profileKeys: ['linkedin:a', 'linkedin:b', 'linkedin:c'],
      exportedDms: 5,
      loggedBefore: 3,
    });
  });
});
