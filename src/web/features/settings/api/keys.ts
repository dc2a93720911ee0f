/** The Settings page's own queries (the profile itself is `meKey`, src/web/lib/me.ts). */
export const settingsKeys = {
  goal: ['settings', 'goal'] as const,
  shareKey: ['settings', 'share-key'] as const,
  security: ['security'] as const,
  sessions: ['security', 'sessions'] as const,
  events: ['security', 'events'] as const,
  passkeys: ['security', 'passkeys'] as const,
};
