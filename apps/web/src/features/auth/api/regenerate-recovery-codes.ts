import { useMutation } from '@tanstack/react-query';
import type { SecondFactorProof } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/second-factor/recovery-codes: ten new recovery codes, shown once; the old ones stop working. */
export const regenerateRecoveryCodes = (input: SecondFactorProof) =>
  apiRequest<{ success: true; message: string; recoveryCodes: string[] }>('/auth/second-factor/recovery-codes', {
    method: 'POST',
    body: input,
  });

/** Nothing cached changes: the codes are shown once by the card and never read again. */
export const useRegenerateRecoveryCodes = () => useMutation({ mutationFn: regenerateRecoveryCodes });
