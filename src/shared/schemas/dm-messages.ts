/**
 * The Log DM texts and the default setter, without zod: the dashboard shows these toasts and
 * imports them from here, so its chunk does not pull in the schema library.
 */
export const DEFAULT_SETTER = 'Self';

export const MISSING_INFO = {
  title: 'Missing Information',
  message: 'Please fill in profile URL and select setter.',
} as const;
export const INVALID_URL = {
  title: 'Invalid URL',
  message: 'Please enter a valid profile URL.',
} as const;
