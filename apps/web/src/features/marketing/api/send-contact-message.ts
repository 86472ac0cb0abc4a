import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { contactSchema } from '@app/shared/api/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/contact: a message to the platform operator (D11). */
export const sendContactMessage = (input: z.input<typeof contactSchema>) => apiRequest<{ message?: string }>('/contact', { body: input });

/** Nothing cached changes. */
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
