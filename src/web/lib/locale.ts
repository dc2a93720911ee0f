/** The member's locale, from the browser: what every number and date is formatted in. */
export const browserLocale = () => globalThis.navigator?.language || 'en-US';
