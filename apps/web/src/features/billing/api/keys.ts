/** Every query key of the billing feature: nothing else spells one. Keyed by user, so a new sign-in refetches. */
export const billingKeys = {
  all: ['billing'] as const,
  overview: (userId: string) => [...billingKeys.all, 'overview', userId] as const,
  invoices: (userId: string) => [...billingKeys.all, 'invoices', userId] as const,
  profile: (userId: string) => [...billingKeys.all, 'profile', userId] as const,
  notice: (userId: string) => [...billingKeys.all, 'notice', userId] as const,
  simulatedCheckout: (id: string) => [...billingKeys.all, 'simulated-checkout', id] as const,
};
