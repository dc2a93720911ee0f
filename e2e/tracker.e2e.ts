import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startServer } from './support/server';
import { e2eSuite } from './support/suite';
import { checkAtBothWidths, newMemberContext, watchPageErrors } from './support/browser';
import { approvedMember, signUpVia } from './support/members';

const suite = e2eSuite();

const MEMBER_TIME_ZONE = 'Australia/Brisbane';

/**
 * A member's browser in their own zone (the dashboard reports it to the profile,
 * docs/decisions/0105-local-days.md).
 */
async function memberContext(): Promise<BrowserContext> {
  return suite.browser.newContext({
    baseURL: suite.server.url,
    viewport: { width: 1280, height: 900 },
    colorScheme: 'light',
    timezoneId: MEMBER_TIME_ZONE,
  });
}

/** Counts the goal confetti (the page fires a window event as canvas-confetti starts). */
async function countConfetti(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { confettiCount: number };
    counted.confettiCount = 0;
    window.addEventListener('dm-sprint:confetti', () => {
      counted.confettiCount += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { confettiCount: number }).confettiCount);
}

const stat = (page: Page, label: string) =>
  page.getByTestId('today-stats').locator('div').filter({ hasText: label }).locator('dd').first();

async function expectNumbers(
  page: Page,
  want: { sent: number; goal: number; rate: string; meetings: number },
) {
  await expect
    .poll(() => page.getByTestId('sent-goal').innerText())
    .toMatch(new RegExp(`${want.sent}/${want.goal}$`));
  await expect.poll(() => stat(page, 'New DMs').innerText()).toBe(String(want.sent));
  await expect.poll(() => stat(page, 'Reply Rate').innerText()).toBe(want.rate);
  await expect.poll(() => stat(page, 'Meetings Booked').innerText()).toBe(String(want.meetings));
}

const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

async function logDmInDialog(page: Page, url: string, setter?: string) {
  await page.getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).getByLabel('Profile URL').fill(url);
  if (setter) {
    await dialog(page).getByLabel('Setter').selectOption(setter);
  }
  await dialog(page).getByRole('button', { name: 'Log DM' }).click();
  await dialog(page).waitFor({ state: 'detached' });
}

describe('the daily sprint on the dashboard', () => {
  it('logs DMs to GOAL SMASHED!, goes team, logs a reply and a meeting, and undoes', async () => {
    const admin = await suite.context();
    await signUpVia(admin.request, { name: 'Ada Admin' });
    const context = await memberContext();
    await approvedMember(admin, context, 'Sol Sprinter');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const confetti = await countConfetti(page);
    const celebrations: boolean[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/tracker/celebrate') && response.ok()) {
        celebrations.push(((await response.json()) as { first: boolean }).first);
      }
    });

    // A fresh member: 0/28 solo, and the browser's zone lands on the profile.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: "Today's DM Progress" }).waitFor();
    // No prospect messaged today: no reply rate yet ('—', not 0 %).
    await expectNumbers(page, { sent: 0, goal: 28, rate: '—', meetings: 0 });
    await page.getByText('28 new DMs remaining to reach your solo goal').waitFor();
    expect(await page.getByLabel('Setters').count()).toBe(0);
    await page
      .getByTestId('goal-rule')
      .getByText('Only new DMs count toward the goal, not follow-ups (the community’s goal rule).')
      .waitFor();
    await expect
      .poll(async () => {
        const me = (await (await page.request.get('/api/me')).json()) as {
          profile: { timeZone: string };
        };
        return me.profile.timeZone;
      })
      .toBe(MEMBER_TIME_ZONE);
    await page.getByText(/^“.+”$/).waitFor(); // the quote of the day
    expect(await page.getByText('Core Modules').count()).toBe(1);
    expect(await page.getByRole('link', { name: /AI Coach/ }).count()).toBe(0); // no COACH_URL

    // Empty dialogs say so; each opens with the focus in its search.
    await page.getByRole('button', { name: 'Log Reply' }).click();
    await dialog(page).getByText('No recent DMs found without responses').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Search by name or handle');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Log Meeting' }).click();
    await dialog(page)
      .getByText('No prospects with replies available for meeting booking')
      .waitFor();
    await checkAtBothWidths(page, 'tracker-log-meeting-empty');
    await page.keyboard.press('Escape');

    // The Log DM dialog: placeholder, hint, no setter in solo, the toasts of its checks.
    await page.getByRole('button', { name: 'Log DM' }).click();
    const url = dialog(page).getByLabel('Profile URL');
    expect(await url.getAttribute('placeholder')).toMatch(/linkedin\.com\/in\//);
    await dialog(page).getByText('LinkedIn, X, Instagram or Facebook URL').waitFor();
    expect(await dialog(page).getByLabel('Setter').count()).toBe(0);
    await checkAtBothWidths(page, 'tracker-log-dm-solo');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Missing Information').getByText('Please fill in profile URL.').waitFor();
    await dialog(page).getByRole('alert').getByText('Please fill in profile URL.').waitFor();
    await url.fill('javascript:alert(1)');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Invalid URL').getByText('Please enter a valid profile URL.').waitFor();
    await page.keyboard.press('Escape');

    // 26 DMs through the API (fast), then the page catches up on reload.
    const logged = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        page.request.post('/api/dms', {
          data: { profileUrl: `https://www.instagram.com/prospect_${i}` },
        }),
      ),
    );
    expect(logged.every((response) => response.status() === 201)).toBe(true);
    await page.reload();
    await expectNumbers(page, { sent: 26, goal: 28, rate: '0.0%', meetings: 0 });
    await page.getByText('2 new DMs remaining to reach your solo goal').waitFor();

    // The 27th and 28th through the dialog: the name comes from the handle
    // (docs/decisions/0109-profile-urls.md).
    await logDmInDialog(page, 'linkedin.com/in/jane-doe-4a1b2c');
    await toast(page, 'DM Logged!')
      .getByText(/Jane Doe · LinkedIn · Self/)
      .waitFor();
    await expectNumbers(page, { sent: 27, goal: 28, rate: '0.0%', meetings: 0 });
    expect(await page.getByText('GOAL SMASHED!').count()).toBe(0);
    expect(celebrations).toEqual([]);

    await logDmInDialog(page, 'https://x.com/sam_rivera');
    await page.getByText('GOAL SMASHED!').waitFor();
    await page.getByText('Solo goal reached!').waitFor();
    await expectNumbers(page, { sent: 28, goal: 28, rate: '0.0%', meetings: 0 });
    await expect.poll(confetti).toBe(1);
    await expect.poll(() => celebrations).toEqual([true]);

    // A 29th, to a profile already messaged: the dialog says it is a follow-up before it counts;
    // follow-ups do not count toward the goal here (docs/decisions/0132-prospects.md).
    await page.getByRole('button', { name: 'Log DM' }).click();
    await dialog(page)
      .getByLabel('Profile URL')
      .fill('https://www.linkedin.com/in/jane-doe-4a1b2c/');
    await dialog(page)
      .getByTestId('follow-up-notice')
      .getByText(/^Follow-up 1 to Jane Doe · first DM /)
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Follow-up Logged!')
      .getByText(/Follow-up 1 to Jane Doe · LinkedIn/)
      .waitFor();
    await page.getByTestId('today-stats').getByText('+ 1 follow-up').waitFor();
    expect(await page.getByText(/% of target/).count()).toBe(0);
    await expectNumbers(page, { sent: 28, goal: 28, rate: '0.0%', meetings: 0 });
    await checkAtBothWidths(page, 'tracker-goal-smashed');

    // Reload: the numbers stay, the day is already celebrated.
    await page.reload();
    await expectNumbers(page, { sent: 28, goal: 28, rate: '0.0%', meetings: 0 });
    await page.getByText('GOAL SMASHED!').waitFor();
    expect(await confetti()).toBe(0);
    await expect.poll(() => celebrations).toEqual([true]);

    // Team mode with 2 setters: goal 228 (docs/decisions/0108-daily-goal-and-celebration.md), saved
    // on the server (docs/decisions/0107-preferences-on-server.md).
    await page.getByRole('switch', { name: 'Team mode' }).click();
    const setters = page.getByLabel('Setters');
    await setters.waitFor();
    await setters.selectOption('2');
    await expectNumbers(page, { sent: 28, goal: 228, rate: '0.0%', meetings: 0 });
    await page.getByText('200 new DMs remaining to reach your team goal').waitFor();
    expect(await page.getByText('GOAL SMASHED!').count()).toBe(0);
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get('/api/tracker/today')).json()) as {
              goal: number;
            }
          ).goal,
      )
      .toBe(228);

    // Team Log DM: 'Self' plus active setters; the hint when there are none.
    await page.getByRole('button', { name: 'Log DM' }).click();
    await dialog(page)
      .getByText('No setters found. Add setters under Team Management in the Logs Manager.')
      .waitFor();
    await dialog(page).getByLabel('Profile URL').fill('instagram.com/mia.makes');
    await dialog(page).getByRole('button', { name: 'Log DM' }).click();
    await toast(page, 'Missing Information').first().waitFor();
    await checkAtBothWidths(page, 'tracker-log-dm-team');
    await page.keyboard.press('Escape');
    const added = await page.request.post('/api/setters', { data: { setterName: 'Alex' } });
    expect(added.status()).toBe(201);
    await logDmInDialog(page, 'instagram.com/mia.makes', 'Alex');
    await toast(page, 'DM Logged!')
      .getByText(/Mia Makes · Instagram · Alex/)
      .waitFor();
    await expectNumbers(page, { sent: 29, goal: 228, rate: '0.0%', meetings: 0 });
    await page
      .getByRole('list', { name: 'DMs by setter today' })
      .getByText('Alex: 1 new DM')
      .waitFor();

    // Log Reply, then Log Meeting on the same prospect.
    await page.getByRole('button', { name: 'Log Reply' }).click();
    await dialog(page)
      .getByRole('button', { name: /Sam Rivera/ })
      .waitFor();
    await checkAtBothWidths(page, 'tracker-log-reply');
    await dialog(page)
      .getByRole('button', { name: /Sam Rivera/ })
      .click();
    await toast(page, 'Reply Logged!').waitFor();
    await expectNumbers(page, { sent: 29, goal: 228, rate: '3.4%', meetings: 0 });
    // The reply logged today shows as a count beside the rate of today's new prospects.
    await expect.poll(() => stat(page, 'Replies').innerText()).toBe('1');

    await page.getByRole('button', { name: 'Log Meeting' }).click();
    await dialog(page)
      .getByRole('button', { name: /Sam Rivera/ })
      .waitFor();
    await checkAtBothWidths(page, 'tracker-log-meeting');
    await dialog(page)
      .getByRole('button', { name: /Sam Rivera/ })
      .click();
    await expectNumbers(page, { sent: 29, goal: 228, rate: '3.4%', meetings: 1 });

    // Undo the meeting from its toast (docs/decisions/0106-undo-and-edit.md).
    // Two toasts stack here (the reply's and the meeting's); sonner spreads the stack under the
    // pointer, so the button moves while hovered: clicked where it is.
    await toast(page, 'Meeting Logged!')
      .getByRole('button', { name: 'Undo' })
      .dispatchEvent('click');
    await toast(page, 'Undone').waitFor();
    await expectNumbers(page, { sent: 29, goal: 228, rate: '3.4%', meetings: 0 });

    // Every number is right after a reload, at 375 px too.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expectNumbers(page, { sent: 29, goal: 228, rate: '3.4%', meetings: 0 });
    await page.getByText('199 new DMs remaining to reach your team goal').waitFor();
    expect(await page.getByLabel('Setters').inputValue()).toBe('2');
    const today = (await (await page.request.get('/api/tracker/today')).json()) as {
      dmsSent: number;
      responses: number;
      meetings: number;
      goal: number;
    };
    expect(today).toMatchObject({ dmsSent: 29, responses: 1, meetings: 0, goal: 228 });
    await checkAtBothWidths(page, 'tracker-dashboard-team');

    await expect.poll(() => celebrations).toEqual([true]);
    expect(errors).toEqual([]);
  }, 300_000); // a long journey with 16 axe passes; minutes on a busy CI machine

  it('shows the AI coach card only with COACH_URL and opens it in a new tab', async () => {
    const withCoach = await startServer({ COACH_URL: 'https://coach.example.com/chat' });
    try {
      const context = await newMemberContext(suite.browser, withCoach.url);
      await signUpVia(context.request, { name: 'Coached Carl' });
      const coached = await context.newPage();
      await coached.goto('/dashboard');
      const link = coached.getByRole('link', { name: /Chat with the AI Coach/ });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe('https://coach.example.com/chat');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      await checkAtBothWidths(coached, 'tracker-dashboard-coach');
    } finally {
      await withCoach.stop();
    }
  });
});
