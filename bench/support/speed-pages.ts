/** The member pages issue 39 holds to the landing page's speed (ADR 0142), most used first. */
export const SPEED_PAGES = [
  '/dashboard',
  '/prospect-tracker',
  '/logs-manager',
  '/analytics',
  '/progress',
  '/settings',
  '/admin',
];
