/** The API tokens' queries: the member's own, and (for the admin) every member's. */
export const apiTokenKeys = {
  all: ['api-tokens'] as const,
  mine: ['api-tokens', 'mine'] as const,
  everyone: ['api-tokens', 'everyone'] as const,
};
