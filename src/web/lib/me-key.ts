/** The query key of the signed-in member (`useMe`, src/web/lib/me.ts). */
export const meKey = ['me'] as const;
