/** Every signed-in member page, the ones the phone tour and the Lighthouse bench measure. */
export const MEMBER_PAGES = [
  '/dashboard',
  '/logs-manager',
  '/prospect-tracker',
  '/script-generator',
  '/dm-scripts-vault',
  '/objection-handler',
  '/progress',
  '/analytics',
  '/settings',
  '/admin',
];
