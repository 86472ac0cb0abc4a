/** Every query key of the legal feature: nothing else spells one. */
export const legalKeys = {
  all: ['legal'] as const,
  info: () => [...legalKeys.all, 'info'] as const,
  processors: () => [...legalKeys.all, 'processors'] as const,
};
