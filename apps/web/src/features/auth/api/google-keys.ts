/** Query keys of Google sign-in: nothing else spells one. */
export const googleKeys = {
  all: ['google-sign-in'] as const,
  config: () => [...googleKeys.all, 'config'] as const,
  pendingLink: () => [...googleKeys.all, 'pending-link'] as const,
};
