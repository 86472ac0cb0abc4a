import { KNOWLEDGE_FIELD_MESSAGES } from '../i18n/knowledge.js';
import { KNOWLEDGE_QA_FIELD_MESSAGES } from '../i18n/knowledge-qa.js';
import { QA_MESSAGES } from '../i18n/knowledge-qa.js';
import { QA_QUESTION_MAX, QA_VARIANTS_MAX, QA_ANSWER_MAX } from '../limits.js';
import { z } from 'zod';
import { DOCUMENT_STATUSES } from './knowledge.js';

const folded = (text: string) => text.trim().toLocaleLowerCase('it-IT').replace(/\s+/g, ' ');

export const qaPairInputSchema = z
  .object(
    {
      question: z
        .string({ error: QA_MESSAGES.questionRequired })
        .trim()
        .min(1, QA_MESSAGES.questionRequired)
        .max(QA_QUESTION_MAX, QA_MESSAGES.questionTooLong),
      variants: z
        .array(
          z
            .string({ error: QA_MESSAGES.variantRequired })
            .trim()
            .min(1, QA_MESSAGES.variantRequired)
            .max(QA_QUESTION_MAX, QA_MESSAGES.variantTooLong),
          { error: QA_MESSAGES.variantRequired },
        )
        .max(QA_VARIANTS_MAX, QA_MESSAGES.tooManyVariants)
        .default([]),
      answer: z
        .string({ error: QA_MESSAGES.answerRequired })
        .max(QA_ANSWER_MAX, QA_MESSAGES.answerTooLong)
        .refine((answer) => answer.trim().length > 0, QA_MESSAGES.answerRequired)
        .transform((answer) => answer.trim()),
    },
    { error: QA_MESSAGES.questionRequired },
  )
  .refine((pair) => new Set([pair.question, ...pair.variants].map(folded)).size === pair.variants.length + 1, {
    message: QA_MESSAGES.duplicateVariant,
    path: ['variants'],
  });
export type QaPairInput = z.input<typeof qaPairInputSchema>;
export type QaPairValues = z.output<typeof qaPairInputSchema>;

export const qaPairSchema = z.object({
  /** The pair's document id (agent_documents, source type 'qa'). */
  id: z.string(),
  agentId: z.string(),
  question: z.string(),
  variants: z.array(z.string()),
  answer: z.string(),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QaPair = z.infer<typeof qaPairSchema>;

export const qaPairListSchema = z.object({ pairs: z.array(qaPairSchema) });
export type QaPairList = z.infer<typeof qaPairListSchema>;

export const agentQaPairParamsSchema = z.object({
  agentId: z.string().min(1, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid).max(64, KNOWLEDGE_FIELD_MESSAGES.agentIdInvalid),
  pairId: z.string().min(1, KNOWLEDGE_QA_FIELD_MESSAGES.pairIdInvalid).max(64, KNOWLEDGE_QA_FIELD_MESSAGES.pairIdInvalid),
});

/** The variants as a form types them: one a line, blank lines ignored. */
export const variantsFromText = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The web form of a pair: the same rules, with the variants typed one a line; its errors land on the fields. */
export const qaPairFormSchema = z.object({ question: z.string(), variants: z.string(), answer: z.string() }).transform((form, ctx) => {
  const parsed = qaPairInputSchema.safeParse({ ...form, variants: variantsFromText(form.variants) });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0] ?? 'question')] });
  return z.NEVER;
});
export type QaPairForm = z.input<typeof qaPairFormSchema>;
