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

/**
 * 'Sub-responsabili e trattamenti' (issue 33): who processes the customers' data for the product and where, as this
 * server is configured (storage, e-mail, model provider…). Hosts only, never credentials.
 */
export const processorSchema = z.object({
  /** What it is used for, e.g. 'Archiviazione dei file'. */
  purpose: z.string(),
  /** Who does it: the service, or 'Questo server' when nothing leaves the operator's machines. */
  provider: z.string(),
  /** Where: a host name or 'sul server'. */
  location: z.string(),
  /** What data goes there. */
  data: z.string(),
});
export const processorsSchema = z.object({ processors: z.array(processorSchema) });
export type Processor = z.infer<typeof processorSchema>;
export type Processors = z.infer<typeof processorsSchema>;
