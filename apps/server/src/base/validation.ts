import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { findNulCharacter } from '@app/shared/nul-character';
import { NUL_CHARACTER_MESSAGE } from '@app/shared/i18n/nul-character';
import { italianIssueMessage } from '@app/shared/validation-messages';
import { AppError, badRequest } from './errors.js';
import { MESSAGES } from '@app/shared/i18n/common';

const fieldKey = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';
const naming = (key: string, message: string) => `${key}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`;

/** Refuses a NUL character anywhere in an input (ADR 0022): the database would fail the request. */
export function refuseNulCharacter(data: unknown): void {
  const nul = findNulCharacter(data);
  if (!nul) return;
  const key = fieldKey(nul);
  throw badRequest(nul.length ? naming(key, NUL_CHARACTER_MESSAGE) : NUL_CHARACTER_MESSAGE, 'VALIDATION_ERROR', {
    [key]: [NUL_CHARACTER_MESSAGE],
  });
}

/**
 * Validates one part of a request (body, querystring, params) with its shared schema: a NUL character
 * anywhere, or any zod issue, becomes an Italian 400 `{ message, code: 'VALIDATION_ERROR', fieldErrors }`.
 * `fieldErrors` carry the form's own sentences; the top-level message names the field when the
 * sentence is zod's generic one ('confirmPassword: campo obbligatorio.'), so an API client knows which.
 */
export function validateRequestPart<S extends z.ZodType>(schema: S, data: unknown, part = 'body'): z.output<S> {
  refuseNulCharacter(data);
  const generic = new Set<string>();
  const result = schema.safeParse(data, {
    error: (issue) => {
      const message = italianIssueMessage(issue);
      generic.add(message);
      return message;
    },
  });
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fieldErrors[fieldKey(issue.path)] ??= []).push(issue.message);
  const first = result.error.issues[0]!;
  let message = first.message;
  if (generic.has(message)) {
    if (first.path.length > 0) message = naming(fieldKey(first.path), message);
    else if (first.code === 'invalid_type' && part === 'body') message = MESSAGES.bodyNotAnObject;
  }
  throw badRequest(message, 'VALIDATION_ERROR', fieldErrors);
}

/** Fastify's validator for every route schema: the check above, answered through the error handler. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    try {
      return { value: validateRequestPart(schema, data, httpPart) };
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
  };
