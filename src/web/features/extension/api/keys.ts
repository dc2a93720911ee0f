/** The browser extension's queries: the coach's detectors. */
export const extensionKeys = {
  all: ['extension'] as const,
  detectors: ['extension', 'detectors'] as const,
};
