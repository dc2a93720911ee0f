import { paths } from '@/shared/paths';

type PageHeading = { title: string; description: string };

/**
 * Each tool page's title and the line under it, where neither depends on the member: the page
 * shows them, and so does the frame painted before the app has loaded (the page skeleton in
 * src/web/app/app-shell.tsx, pre-rendered into each page's HTML), so a phone's first paint
 * already carries the page's own words.
 */
export const pageHeadings = {
  [paths.prospectTracker]: {
    title: 'Prospect Tracker',
    description: 'The people you messaged: every DM to each, when to follow up, where they stand.',
  },
  [paths.analytics]: {
    title: 'Analytics',
    description: 'Your DMs, replies and meetings by day, platform and setter, in your time zone.',
  },
  [paths.progress]: {
    title: 'Progress',
    description: 'Your streak, your badges and where you stand in the community.',
  },
  [paths.vault]: {
    title: 'DM Scripts Vault',
    description: 'Proven scripts by niche, ready to copy and make your own.',
  },
  [paths.scriptGenerator]: {
    title: 'DM Script Generator',
    description: 'Personalised scripts for every type, tone and prospect.',
  },
  [paths.logsManager]: {
    title: 'Logs Manager',
    description: 'Every DM your team sent, day by day.',
  },
  [paths.objectionHandler]: {
    title: 'Objection Handler',
    description: 'Answers to the objections you hear every day, ready to copy.',
  },
  [paths.admin]: {
    title: 'Admin Panel',
    description: "Approve new members, and follow the cohort's work.",
  },
} as const satisfies Record<string, PageHeading>;

export const headingOf = (path: string): PageHeading | undefined =>
  (pageHeadings as Record<string, PageHeading>)[path];
