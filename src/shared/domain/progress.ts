/**
 * Today's progress towards the daily goal (docs/product.md, Dashboard): the bar, its overflow and
 * its texts.
 */
import { goalCountOf } from './count-words';

/** The main bar stops at 100 %; the over-target overlay fills up to 200 %. */
export const BAR_CAP = 100;
export const OVERFLOW_CAP = 200;

export type GoalProgress = {
  /** sent / goal in percent, not capped (e.g. 150 for 42 of 28). */
  percent: number;
  /** Width of the main bar: 0–100. */
  bar: number;
  /** Width of the over-target overlay: 0–100 (the part of the percent between 100 and 200). */
  overflow: number;
  /** 'GOAL SMASHED!' from here on. */
  reached: boolean;
  /** DMs still to send today; 0 once reached. */
  remaining: number;
  /** DMs beyond the goal; 0 until passed. */
  over: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const whole = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

export function goalProgress(sentCount: number, goalCount: number): GoalProgress {
  const sent = whole(sentCount);
  const goal = Math.max(1, whole(goalCount));
  const percent = (sent / goal) * 100;
  return {
    percent,
    bar: clamp(percent, 0, BAR_CAP),
    overflow: clamp(percent, BAR_CAP, OVERFLOW_CAP) - BAR_CAP,
    reached: sent >= goal,
    remaining: Math.max(0, goal - sent),
    over: Math.max(0, sent - goal),
  };
}

/**
 * The line under the bar: what is left to the solo or team goal, or that it is reached. Its noun
 * is what the goal counts: 'new DMs', or 'DMs' where follow-ups count (goalCountOf).
 */
export function remainingText(
  sentCount: number,
  goalCount: number,
  soloMode: boolean,
  followUpsCount = true,
): string {
  const { remaining } = goalProgress(sentCount, goalCount);
  const kind = soloMode ? 'solo' : 'team';
  if (remaining > 0) {
    return `${goalCountOf(remaining, followUpsCount)} remaining to reach your ${kind} goal`;
  }
  return `${soloMode ? 'Solo' : 'Team'} goal reached!`;
}

/** The text over the bar above 100 %; null at or below the goal. */
export function overTargetText(
  sentCount: number,
  goalCount: number,
  followUpsCount = true,
): string | null {
  const { percent, over } = goalProgress(sentCount, goalCount);
  if (over === 0) return null;
  return `${Math.floor(percent)}% of target · ${goalCountOf(over, followUpsCount)} over`;
}
