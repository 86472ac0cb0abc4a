/** Every query key of the push feature: nothing else spells one. */
export const pushKeys = {
  all: ['push'] as const,
  status: () => [...pushKeys.all, 'status'] as const,
};
