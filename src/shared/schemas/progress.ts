import { z } from 'zod';
import type { ProgressUnit, AchievementCategory } from '../domain/achievements';
import type { DayResult, StreakStatus } from '../domain/streaks';

export type StreakResponse = {
  /** Whether follow-ups count toward the goal: the days' `dms` are new DMs only unless true. */
  followUpsCount: boolean;
  current: number;
  best: number;
  status: StreakStatus;
  today: DayResult;
  remainingToday: number;
  /** The last 14 local days, oldest first. */
  recent: DayResult[];
  timeZone: string;
};

export type Achievement = {
  code: string;
  title: string;
  description: string;
  category: AchievementCategory;
  unit: ProgressUnit;
  target: number;
  /** 0…target; equals target once earned. */
  progress: number;
  earnedAt: string | null;
};

export type AchievementsResponse = {
  achievements: Achievement[];
  earnedCount: number;
};

export type AnnouncedAchievement = Pick<Achievement, 'code' | 'title' | 'description'> & {
  earnedAt: string;
};

export type AnnounceResponse = { announced: AnnouncedAchievement[] };

export const leaderboardPeriods = ['week', 'month'] as const;
export const leaderboardMetrics = ['dms', 'replies', 'meetings'] as const;
export type LeaderboardMetric = (typeof leaderboardMetrics)[number];

export const leaderboardQuery = z.strictObject({
  period: z.enum(leaderboardPeriods).default('week'),
  metric: z.enum(leaderboardMetrics).default('dms'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuery>;

/** One row of the board: only what the board shows — no ids, emails, prospects or notes. */
export type LeaderboardRow = {
  rank: number;
  name: string;
  dms: number;
  replies: number;
  meetings: number;
  streak: number;
  isViewer: boolean;
};

export type LeaderboardResponse = {
  period: (typeof leaderboardPeriods)[number];
  metric: LeaderboardMetric;
  /** Local days in the viewer's zone: from (inclusive) to (exclusive). */
  from: string;
  to: string;
  timeZone: string;
  /** Members on the board (the viewer included when hidden). */
  members: number;
  /**
   * Whether the community counts follow-ups toward the goal: `dms` counts what the goal counts,
   * new DMs only unless this is true (the screens then say 'New DMs').
   */
  followUpsCount: boolean;
  rows: LeaderboardRow[];
  /** The viewer's own row, also when it falls outside the top rows. */
  viewer: LeaderboardRow & { hidden: boolean };
};
