/** Every query key of the sessions feature: nothing else spells one. */
export const sessionsKeys = {
  all: ['user-sessions'] as const,
  list: () => [...sessionsKeys.all, 'list'] as const,
};
