/**
 * Every link and redirect in the app goes through this object; the server reads it too (the
 * client routes it answers with the app's page, src/server/static.ts), so it lives in src/shared.
 */
export const paths = {
  home: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  /** The dashboard with the Log DM dialog open (src/web/features/tracker/components/use-open-from-link.ts). */
  logDm: '/dashboard?log=dm',
  scriptGenerator: '/script-generator',
  dmScriptGenerator: '/dm-script-generator',
  logsManager: '/logs-manager',
  vault: '/dm-scripts-vault',
  objectionHandler: '/objection-handler',
  prospectTracker: '/prospect-tracker',
  progress: '/progress',
  analytics: '/analytics',
  settings: '/settings',
  /** Settings at its account security, drawn and scrolled to (features/settings/components/security-section.tsx). */
  settingsSecurity: '/settings#security',
  resetPassword: '/reset-password',
  admin: '/admin',
  share: '/share',
  /** The browser extension's connect page (docs/decisions/0140-browser-extension.md). */
  connectExtension: '/connect-extension',
} as const;
