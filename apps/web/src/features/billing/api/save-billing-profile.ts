import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingProfileInput, BillingProfileResponse } from '@app/shared/api/billing';
import { apiRequest } from '../../../lib/api-client';
import { billingKeys } from './keys';

/** PUT /api/billing/profile */
export const saveBillingProfile = (input: BillingProfileInput) =>
  apiRequest<BillingProfileResponse>('/billing/profile', { method: 'PUT', body: input });

export function useSaveBillingProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingProfile,
    onSuccess: (data) => queryClient.setQueryData(billingKeys.profile(userId), data),
  });
}
