import { EXTENSION_VERSION } from '../src/shared/extension/version';
import { PLATFORM_MATCHES } from './src/lib/platforms';

export type Target = 'chromium' | 'firefox';

/**
 * The extension's manifest (Manifest V3) for Chrome and Edge, or Firefox. What it asks for is
 * what docs/decisions/0140-browser-extension.md allows: storage and alarms; content scripts on
 * the four platforms only; the member's server as an optional host permission, granted at
 * connect. No web-accessible resources, no externally_connectable, no host permission in advance.
 */
export function manifestFor(target: Target) {
  return {
    manifest_version: 3,
    name: 'DM Sprint',
    version: EXTENSION_VERSION,
    description:
      'Logs the DMs you send and the replies you get on LinkedIn, Instagram, X and Facebook to your own DM Sprint. It only reads: it never sends, clicks or types.',
    icons: { '192': 'icons/icon-192.png' },
    permissions: ['storage', 'alarms'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    background:
      target === 'firefox' ? { scripts: ['background.js'] } : { service_worker: 'background.js' },
    action: {
      default_title: 'DM Sprint',
      default_popup: 'popup/index.html',
      default_icon: { '192': 'icons/icon-192.png' },
    },
    content_scripts: [
      {
        // The page hook reads the answers to the page's own send requests (ids only).
        matches: PLATFORM_MATCHES,
        js: ['page-hook.js'],
        run_at: 'document_start',
        world: 'MAIN',
      },
      { matches: PLATFORM_MATCHES, js: ['watcher.js'], run_at: 'document_start' },
    ],
    ...(target === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: { id: 'dm-sprint-extension@dm-sprint', strict_min_version: '128.0' },
          },
        }
      : {}),
  };
}
