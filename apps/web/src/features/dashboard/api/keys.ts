/** Every query key of the dashboard feature: nothing else spells one. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  onboarding: () => [...dashboardKeys.all, 'onboarding'] as const,
};
