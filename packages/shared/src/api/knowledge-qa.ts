import { KNOWLEDGE_FIELD_MESSAGES } from '../i18n/knowledge.js';
import { KNOWLEDGE_QA_FIELD_MESSAGES } from '../i18n/knowledge-qa.js';
import { QA_MESSAGES } from '../i18n/knowledge-qa.js';
import { QA_QUESTION_MAX, QA_VARIANTS_MAX, QA_ANSWER_MAX } from '../limits.js';
import { z } from 'zod';
import { DOCUMENT_STATUSES } from './knowledge.js';

import { QA_TRANSLATION_LANGUAGES, type QaTranslationLanguage } from '../visitor-language.js';
export { QA_TRANSLATION_LANGUAGES, type QaTranslationLanguage } from '../visitor-language.js';
export type QaTranslations = Partial<Record<QaTranslationLanguage, string>>;

/** An answer per language: blank ones dropped (the pair answers that language in Italian, with a note). */
const translationsSchema = z
  .partialRecord(
    z.enum(QA_TRANSLATION_LANGUAGES, { error: QA_MESSAGES.translationLanguageInvalid }),
    z.string({ error: QA_MESSAGES.translationInvalid }).max(QA_ANSWER_MAX, QA_MESSAGES.translationTooLong),
    { error: QA_MESSAGES.translationInvalid },
  )
  .default({})
  .transform((answers) => {
    const kept: QaTranslations = {};
    for (const language of QA_TRANSLATION_LANGUAGES) {
      const text = answers[language]?.trim();
      if (text) kept[language] = text;
    }
    return kept;
  });

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
      translations: translationsSchema,
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
  /** The answer in other visitors' languages (issue 48); a language left out is answered in Italian. */
  translations: z.partialRecord(z.enum(QA_TRANSLATION_LANGUAGES), z.string()),
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
export const qaPairFormSchema = z
  .object({
    question: z.string(),
    variants: z.string(),
    answer: z.string(),
    translations: z.partialRecord(z.enum(QA_TRANSLATION_LANGUAGES), z.string()).optional(),
  })
  .transform((form, ctx) => {
    const parsed = qaPairInputSchema.safeParse({ ...form, variants: variantsFromText(form.variants) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.length ? issue.path.map(String) : ['question'] });
    return z.NEVER;
  });
export type QaPairForm = z.input<typeof qaPairFormSchema>;
