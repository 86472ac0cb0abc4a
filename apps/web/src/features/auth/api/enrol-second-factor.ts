import { useMutation } from '@tanstack/react-query';
import type { Enrolment } from '@app/shared/api/second-factor';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/second-factor/enrol: a new secret for the authenticator app (until confirmed). */
export const enrolSecondFactor = () => apiRequest<Enrolment>('/auth/second-factor/enrol', { method: 'POST' });

export const useEnrolSecondFactor = () => useMutation({ mutationFn: enrolSecondFactor });
