/** The member's custom objections. */
export const objectionKeys = {
  all: ['objections'] as const,
};
