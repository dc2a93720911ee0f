/**
 * The browser extension's version (extension/): its manifest carries it, and Settings shows it
 * beside the server's, so a member can tell whether the extension they loaded is the one this
 * server offers. Raise it with every change to extension/.
 */
export const EXTENSION_VERSION = '1.0.0';

/** The files Settings offers for download (built by extension/build.ts into dist/extension/). */
export const EXTENSION_DOWNLOADS = {
  chromium: `/extension/dm-sprint-extension-${EXTENSION_VERSION}-chrome-edge.zip`,
  firefox: `/extension/dm-sprint-extension-${EXTENSION_VERSION}-firefox.xpi`,
} as const;

/** The browsers the extension names itself after (the token's name: "DM Sprint extension · Chrome"). */
export const EXTENSION_BROWSERS = ['Chrome', 'Edge', 'Firefox', 'Browser'] as const;
export type ExtensionBrowser = (typeof EXTENSION_BROWSERS)[number];

/** The token's name: what Settings → API tokens lists and the member may revoke. */
export const extensionTokenName = (browser: string) => `DM Sprint extension · ${browser}`;

/** This server's version (package.json), shown beside the extension's in Settings. */
export { version as APP_VERSION } from '../../../package.json';
