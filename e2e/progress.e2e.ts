import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, localDay, startOfLocalDay } from '@/shared/domain/day';
import { periodRange } from '@/shared/domain/periods';
import type { LeaderboardResponse } from '@/shared/schemas/progress';
import { insertDms, type DmFixture } from '@/test/dm-rows';
import { checkAtBothWidths, watchPageErrors } from './support/browser';
import { approvedMember, signUpVia } from './support/members';
import { e2eSuite } from './support/suite';

const suite = e2eSuite();
const contexts: BrowserContext[] = [];

async function context() {
  const created = await suite.context();
  contexts.push(created);
  return created;
}

/** Members are in UTC (the default zone, and the browser's here). */
const today = localDay(new Date(), 'UTC');
/** `count` DMs on the local day `daysAgo` days back, a few seconds apart from 00:05. */
function onDay(daysAgo: number, count: number, extra: Partial<DmFixture> = {}): DmFixture[] {
  const start = startOfLocalDay(addDays(today, -daysAgo), 'UTC').getTime() + 5 * 60_000;
  return Array.from({ length: count }, (_, index) => ({
    sentAt: new Date(start + index * 10_000),
    platform: index % 4 === 0 ? 'instagram' : 'linkedin',
    ...extra,
  }));
}

const statValue = (page: Page, label: string) =>
  page
    .locator('section[aria-label="Totals"] > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('p.text-2xl')
    .textContent();

/**
 * Scrolls to each chart in turn and waits for it: a chart is drawn once it is in view, after the
 * app has taken its card over (it comes near first).
 */
async function drawEveryChart(page: Page) {
  for (const chart of await page.getByRole('main').locator('figure').all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.locator('.recharts-wrapper').count()).toBe(1);
  }
  await expect.poll(() => page.locator('.recharts-wrapper').count()).toBe(4);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('progress and analytics', () => {
  it('shows a seeded streak, badges with toasts, the rank and matching analytics', async () => {
    const admin = await context();
    await signUpVia(admin.request, { name: 'Ada Admin' });
    const memberContext = await context();
    const member = await approvedMember(admin, memberContext, 'Mia Member');
    const rivalContext = await context();
    const rival = await approvedMember(admin, rivalContext, 'Rex Rival');
    const pending = await signUpVia((await context()).request, { name: 'Pat Pending' });

    // History: a missed day, then the goal (28) reached three days running, and today 55 DMs;
    // five replies and two meetings yesterday to DMs from two days ago.
    const replyAt = startOfLocalDay(addDays(today, -1), 'UTC').getTime() + 3_600_000;
    const replied = onDay(2, 5).map((dm, index) => ({
      ...dm,
      responseAt: new Date(replyAt + index * 60_000),
      meetingAt: index < 2 ? new Date(replyAt + 3_600_000 + index * 60_000) : null,
    }));
    const history = [
      ...onDay(4, 10),
      ...onDay(3, 30),
      ...replied,
      ...onDay(2, 25).map((dm) => ({ ...dm, sentAt: new Date(dm.sentAt.getTime() + 3_600_000) })),
      ...onDay(1, 30),
      ...onDay(0, 55),
    ];
    await suite.seedWhileStopped(async (db) => {
      await insertDms(db, member.userId, history);
      await insertDms(db, rival.userId, onDay(0, 300));
      await insertDms(db, pending.userId, onDay(0, 500));
    });

    const page = await memberContext.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/progress');

    // The streak, and the badges the history earned, announced together.
    await page.getByText('6 achievements unlocked').waitFor();
    await page
      .getByText('First DM, First Reply, First Meeting, Goal Smashed, On a Roll, Century')
      .waitFor();
    await expect.poll(() => page.getByTestId('current-streak').textContent()).toBe('4');
    expect(await page.getByTestId('best-streak').textContent()).toBe('4 days');
    await page.getByText("Today's goal reached").waitFor();

    const badges = page.getByRole('list', { name: 'Achievements' });
    const firstDm = badges.getByRole('listitem', { name: 'First DM: earned' });
    await firstDm.waitFor();
    expect(await firstDm.textContent()).toMatch(/Won on/);
    expect(await badges.getByRole('listitem', { name: /: earned$/ }).count()).toBe(6);
    const double = badges.getByRole('listitem', { name: 'Double Down: locked' });
    expect(await double.textContent()).toContain('Today: 196% of your goal (200% needed)');

    // Rank 2 behind the rival; the pending account is not on the board.
    const own = page.locator('tr[data-viewer]');
    await own.waitFor();
    expect(await own.locator('td').first().textContent()).toBe('2');
    expect(await own.textContent()).toContain('Mia Member (you)');
    const week = periodRange('week', today);
    const weekDms = history.filter((dm) => {
      const day = localDay(dm.sentAt, 'UTC');
      return day >= week.from && day < week.to;
    }).length;
    expect(await own.locator('td').nth(2).textContent()).toBe(String(weekDms));
    expect(await page.getByRole('table').first().textContent()).not.toContain('Pat Pending');
    await checkAtBothWidths(page, 'progress');

    // One more DM doubles today's goal: the badge arrives with its own toast.
    const logged = await page.request.post('/api/dms', {
      data: { profileUrl: 'https://www.linkedin.com/in/one-more-prospect' },
    });
    expect(logged.status()).toBe(201);
    await page.reload();
    await page.getByText('Achievement unlocked: Double Down').waitFor();
    await badges.getByRole('listitem', { name: 'Double Down: earned' }).waitFor();

    // Hide me: gone from the rival's board, still on mine.
    await page.getByRole('switch', { name: 'Hide me from the leaderboard' }).click();
    await page.getByText('You are hidden from the leaderboard.').waitFor();
    await page.getByText('Only you see your row.').waitFor();
    const board = (await (
      await rivalContext.request.get('/api/progress/leaderboard')
    ).json()) as LeaderboardResponse;
    expect(board.rows.map((row) => row.name)).toEqual(['Rex Rival', 'Ada Admin']);

    // The dashboard does not load the charting code.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Mia Member!' }).waitFor();
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((name) => /\/assets\/(analytics|plots)-/.test(name))).toBe(false);

    // Analytics: the same numbers as the logs.
    await page.goto('/progress');
    await page.getByRole('main').getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL('**/analytics');
    await expect.poll(() => statValue(page, 'New DMs')).toBe(String(history.length + 1));
    expect(await statValue(page, 'Follow-ups')).toBe('0');
    expect(await statValue(page, 'Replies')).toBe('5');
    expect(await statValue(page, 'Meetings')).toBe('2');
    expect(await statValue(page, 'Days at goal')).toBe('4 / 30');
    expect(await statValue(page, 'Reply rate')).toBe(
      `${((5 * 100) / (history.length + 1)).toFixed(1)}%`,
    );
    await drawEveryChart(page);
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const platforms = page.getByRole('table', { name: 'Reply rate by platform' });
    expect(await platforms.getByRole('row', { name: /LinkedIn/ }).textContent()).toContain('8–15%');
    await checkAtBothWidths(page, 'analytics');

    await page.getByRole('button', { name: '7 days' }).click();
    await expect.poll(() => statValue(page, 'Days at goal')).toBe('4 / 7');
    expect(await statValue(page, 'New DMs')).toBe(String(history.length + 1));

    // On a phone the charts below the first screen wait until they are scrolled to.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.reload();
    await expect.poll(() => statValue(page, 'Days at goal')).toBe('4 / 30');
    expect(await page.locator('.recharts-wrapper').count()).toBeLessThan(4);
    await drawEveryChart(page);

    expect(errors).toEqual([]);
  });
});
