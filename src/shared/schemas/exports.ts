/**
 * Checking the logs against a platform's own data export (docs/decisions/0135-platform-exports.md):
 * the device reads the export and sends only facts, never a message's text.
 */
export const exportPlatforms = ['instagram', 'facebook', 'linkedin', 'twitter'] as const;
export type ExportPlatform = (typeof exportPlatforms)[number];
