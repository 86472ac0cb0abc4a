import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimulatedCheckout } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** GET /api/billing/simulated-checkout/:id: the open simulated session of the caller's account (D5). */
export const getSimulatedCheckout = (id: string) => apiRequest<SimulatedCheckout>(`/billing/simulated-checkout/${encodeURIComponent(id)}`);

export const simulatedCheckoutQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.simulatedCheckout(id), queryFn: () => getSimulatedCheckout(id), retry: false });

export const useSimulatedCheckout = (id: string) => useQuery(simulatedCheckoutQueryOptions(id));
