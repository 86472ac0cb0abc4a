import { useMutation } from '@tanstack/react-query';
import type { CheckoutRequest, CheckoutResponse } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/billing/checkout (spec §7 create-stripe-checkout-session): the URL the browser goes to. */
export const createCheckout = (input: CheckoutRequest) => apiRequest<CheckoutResponse>('/billing/checkout', { body: input });

/** Nothing cached changes until the payment is done (the webhook's business, not this call's). */
export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
