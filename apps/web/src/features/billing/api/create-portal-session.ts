import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/billing/portal: Stripe's customer portal (plan, card, cancellation); its changes come back by webhook. */
export const createPortalSession = () => apiRequest<{ url: string }>('/billing/portal', { method: 'POST' });

/** Nothing cached changes here: the browser leaves for Stripe and the webhook updates the account. */
export const useCreatePortalSession = () => useMutation({ mutationFn: createPortalSession });
