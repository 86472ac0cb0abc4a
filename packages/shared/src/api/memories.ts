import { MEMORY_STATUSES } from '../states/memories.js';
import { MEMORIES_FIELD_MESSAGES } from '../i18n/memories.js';
import { z } from 'zod';
import { MEMORY_TYPES } from '../memory-trigger.js';
import { memoryConflictSchema } from './chat.js';
import { agentParamsSchema, idSchema } from './common.js';

export { MEMORY_STATUSES, type MemoryStatus } from '../states/memories.js';

/** The team memory of an agent (spec §3 collaborative_memories, §4 chat memory flow). */
export const memorySchema = z.object({
  id: z.string(),
  agentId: z.string(),
  content: z.string(),
  type: z.enum(MEMORY_TYPES),
  authorName: z.string(),
  /** 'pending': taught by someone who may not manage the agent, waiting for approval, not used in answers (ADR 0132). */
  status: z.enum(MEMORY_STATUSES),
  createdAt: z.string(),
});
export type Memory = z.infer<typeof memorySchema>;

export const memoryListSchema = z.object({ memories: z.array(memorySchema) });

export const memoryParamsSchema = agentParamsSchema.extend({ memoryId: idSchema });

export const MODIFICATION_REQUEST_MAX_CHARS = 4000;
const requestText = (label: string) =>
  z
    .string({ error: `${label} è obbligatorio.` })
    .trim()
    .min(1, `${label} è obbligatorio.`)
    .max(MODIFICATION_REQUEST_MAX_CHARS, `${label} è troppo lungo.`);

/** spec §7 request-modification-email: what the requester wants, and what it conflicts with. */
export const modificationRequestSchema = memoryConflictSchema.extend({
  newInstruction: requestText(MEMORIES_FIELD_MESSAGES.ilNuovoTesto),
  existingInstruction: requestText(MEMORIES_FIELD_MESSAGES.ilTestoEsistente),
});
export type ModificationRequestInput = z.infer<typeof modificationRequestSchema>;
