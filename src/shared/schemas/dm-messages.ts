/**
 * The Log DM texts and the default setter, without zod: the dashboard shows these toasts and
 * imports them from here, so its chunk does not pull in the schema library.
 */
export const DEFAULT_SETTER = 'Self';

/** Log DM's 403 when a "Log at once" bookmarklet's share key is not the member's current one. */
export const SHARE_KEY_REFUSED_MESSAGE =
  'This bookmarklet is out of date, so nothing was logged yet. Tap Log DM to log it, and drag the bookmarklet from Settings again.';

export const MISSING_INFO = {
  title: 'Missing Information',
  message: 'Please fill in profile URL and select setter.',
} as const;
export const INVALID_URL = {
  title: 'Invalid URL',
  message: 'Please enter a valid profile URL.',
} as const;
/** Solo mode has no setter to select, so its missing-URL text does not ask for one. */
export const MISSING_URL = {
  title: 'Missing Information',
  message: 'Please fill in profile URL.',
} as const;
export const NEEDS_PLATFORM = {
  title: 'Choose a platform',
  message: 'Pick the platform for this handle, or paste the profile URL.',
} as const;
/** A queued reply or meeting whose DM was deleted before the queue was sent. */
export const DM_DELETED = 'This DM was deleted, so it could not be updated.';
