/** See start.mjs. */
export function buildIsCurrent(dir?: string): boolean;
