/** Every script query lives under ['scripts'] (the tracker's script choices too). */
export const scriptKeys = {
  all: ['scripts'] as const,
  saved: ['scripts', 'saved'] as const,
};
