import { z } from 'zod';

/**
 * The operator's company data (issue 19), from the server's configuration: the footer shows the name and the
 * Partita IVA, the Privacy, Cookie and Termini pages the rest. `configured` is false until name, Partita IVA,
 * address and privacy contact are all set: the pages then say so plainly instead of inventing them.
 */
export const legalInfoSchema = z.object({
  configured: z.boolean(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string().nullable(),
  privacyEmail: z.string().nullable(),
  pec: z.string().nullable(),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;
