import { ACTION_CALL_OUTCOMES, ACTION_CALL_SOURCES } from '../states/actions.js';
import { z } from 'zod';
import { ACTION_MESSAGES as M, ACTION_VISITOR_TEXT } from '../i18n/actions.js';
import { VISITOR_LANGUAGES } from '../visitor-language.js';

/**
 * 'Azioni' (issue 46): an HTTP call of the business's own systems, defined by the agent's owner or instructor, that
 * the model calls as a tool, or a visitor runs as a form in the chat without a model. The visitor only ever gives
 * the parameters' values: the method, the address and the headers are the team's.
 */
export const ACTION_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const ACTION_PARAMETER_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type ActionParameterType = (typeof ACTION_PARAMETER_TYPES)[number];
export { ACTION_CALL_OUTCOMES, type ActionCallOutcome, ACTION_CALL_SOURCES, type ActionCallSource } from '../states/actions.js';

/** Limits of one action (documented in ADR 0260). */
export const ACTION_LIMITS = {
  maxHeaders: 10,
  maxParameters: 10,
  maxResultFields: 10,
  /** The answer of the business's server: larger is refused (a 50 MB answer never fills the memory). */
  maxAnswerBytes: 256 * 1024,
  /** Until the answer's headers arrive, and again for the whole body. */
  timeoutMs: 8_000,
  /** Tool calls the model may make in one turn. */
  callsPerTurn: 3,
  /** A string value a visitor or the model gives. */
  maxValueChars: 500,
} as const;

const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
const FIELD_PATH = /^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,5}$/;
/** Set by the server for every call: a team cannot override them. */
export const RESERVED_HEADERS = ['host', 'content-length', 'content-type', 'transfer-encoding', 'connection', 'user-agent'];

export const actionParameterSchema = z.object({
  name: z.string(M.parameterNameInvalid).regex(PARAMETER_NAME, M.parameterNameInvalid),
  type: z.enum(ACTION_PARAMETER_TYPES, { error: M.parameterTypeInvalid }),
  description: z.string(M.parameterDescriptionInvalid).trim().max(200, M.parameterDescriptionInvalid).default(''),
  required: z.boolean(M.valuesInvalid).default(false),
  allowedValues: z
    .array(z.string(M.parameterAllowedInvalid).trim().min(1, M.parameterAllowedInvalid).max(100, M.parameterAllowedInvalid), {
      error: M.parameterAllowedInvalid,
    })
    .max(20, M.parameterAllowedInvalid)
    .default([]),
});
export type ActionParameter = z.output<typeof actionParameterSchema>;

/** A header as sent by the form: a value only when it is new; without one, the stored value is kept. */
const headerInputSchema = z.object({
  name: z
    .string(M.headerNameInvalid)
    .regex(HEADER_NAME, M.headerNameInvalid)
    .refine((name) => !RESERVED_HEADERS.includes(name.toLowerCase()), { error: (issue) => M.headerForbidden(String(issue.input)) }),
  value: z
    .string(M.headerValueInvalid)
    .max(2000, M.headerValueInvalid)
    .refine((value) => !/[\r\n]/.test(value) && !value.includes(String.fromCharCode(0)), M.headerValueInvalid)
    .optional(),
});

const baseActionSchema = z.object({
  name: z.string(M.nameInvalid).trim().min(1, M.nameInvalid).max(60, M.nameInvalid),
  whenToUse: z.string(M.whenToUseInvalid).trim().min(10, M.whenToUseInvalid).max(500, M.whenToUseInvalid),
  method: z.enum(ACTION_METHODS, { error: M.methodInvalid }),
  url: z
    .string(M.urlInvalid)
    .trim()
    .max(2000, M.urlInvalid)
    // http(s), a host, no user name or password, no spaces; the server parses it fully (and checks where it leads).
    .regex(/^https?:\/\/[A-Za-z0-9.\-[\]:]+(\/[^\s]*)?$/i, M.urlInvalid),
  headers: z.array(headerInputSchema, { error: M.headerNameInvalid }).max(ACTION_LIMITS.maxHeaders, M.headersTooMany).default([]),
  parameters: z
    .array(actionParameterSchema, { error: M.parameterNameInvalid })
    .max(ACTION_LIMITS.maxParameters, M.parametersTooMany)
    .default([]),
  resultFields: z
    .array(z.string(M.resultFieldsInvalid).trim().regex(FIELD_PATH, M.resultFieldsInvalid), { error: M.resultFieldsInvalid })
    .max(ACTION_LIMITS.maxResultFields, M.resultFieldsInvalid)
    .default([]),
  enabled: z.boolean(M.enabledInvalid).default(true),
});

/** The URL's {placeholders}, each of which must name a parameter. */
export const urlPlaceholders = (url: string): string[] => [...url.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);

/** POST and PUT of /api/agents/:agentId/actions: the whole definition each time (headers without value keep theirs). */
export const actionInputSchema = baseActionSchema.superRefine((action, ctx) => {
  const names = action.parameters.map((p) => p.name);
  if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: M.parametersDuplicate, path: ['parameters'] });
  const headers = action.headers.map((h) => h.name.toLowerCase());
  if (new Set(headers).size !== headers.length) ctx.addIssue({ code: 'custom', message: M.headersDuplicate, path: ['headers'] });
  for (const placeholder of urlPlaceholders(action.url)) {
    if (!names.includes(placeholder)) ctx.addIssue({ code: 'custom', message: M.urlPlaceholderUnknown(placeholder), path: ['url'] });
  }
});
export type ActionInput = z.input<typeof actionInputSchema>;
export type ActionInputParsed = z.output<typeof actionInputSchema>;

export const actionSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  name: z.string(),
  whenToUse: z.string(),
  method: z.enum(ACTION_METHODS),
  url: z.string(),
  /** Names only: values are secrets, stored encrypted and never returned. */
  headers: z.array(z.object({ name: z.string() })),
  parameters: z.array(actionParameterSchema),
  resultFields: z.array(z.string()),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Action = z.infer<typeof actionSchema>;

export const actionListSchema = z.object({ actions: z.array(actionSchema), allowed: z.boolean() });
export type ActionList = z.infer<typeof actionListSchema>;

/** A value given for a parameter: typed JSON. */
export const actionValuesSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]), { error: M.valuesInvalid });
export type ActionValues = z.infer<typeof actionValuesSchema>;

/** The validator of one action's arguments: its parameters and nothing else, each of its type and allowed values. */
export function actionArgumentsSchema(
  parameters: readonly ActionParameter[],
  V: { [K in 'required' | 'tooLong' | 'notANumber' | 'notAnInteger' | 'notAllowed' | 'unknownParameter']: string } = ACTION_VISITOR_TEXT,
) {
  // The field errors are the visitor's (issue 48): the chat passes its language's sentences, Italian otherwise.
  const shape: Record<string, z.ZodType> = {};
  for (const p of parameters) {
    let field: z.ZodType;
    if (p.type === 'boolean') field = z.boolean(V.required);
    else if (p.type === 'string') {
      const text = z.string(V.required).trim().max(ACTION_LIMITS.maxValueChars, V.tooLong);
      field = p.required ? text.min(1, V.required) : text;
    } else {
      const number = z.number(V.notANumber).finite(V.notANumber);
      field = p.type === 'integer' ? number.int(V.notAnInteger) : number;
    }
    if (p.allowedValues.length) {
      const allowed = p.allowedValues;
      field = field.refine((value) => allowed.includes(String(value)), V.notAllowed);
    }
    field = field.describe(p.description || p.name);
    shape[p.name] = p.required ? field : field.optional();
  }
  return z.strictObject(shape, { error: (issue) => (issue.code === 'unrecognized_keys' ? V.unknownParameter : V.required) });
}

/** What a visitor's form shows: the parameters only, never the address or the headers. */
export const actionFormSchema = z.object({ id: z.string(), name: z.string(), parameters: z.array(actionParameterSchema) });
export type ActionForm = z.infer<typeof actionFormSchema>;
export const actionFormListSchema = z.object({ actions: z.array(actionFormSchema) });

/** What a call gives back to the person: the chosen fields of the answer, or why it failed (in the visitor's words). */
export const actionResultSchema = z.object({
  outcome: z.enum(ACTION_CALL_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  fields: z.array(z.object({ path: z.string(), value: z.string() })),
  message: z.string().nullable(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

/** POST …/actions/:actionId/run from a chat (a visitor's form), and …/test ('Prova'). */
export const runActionSchema = z.object({ values: actionValuesSchema.default({}), conversationId: z.uuid().optional() });
export const publicRunActionSchema = runActionSchema.extend({
  visitorId: z.uuid(M.valuesInvalid),
  /** The visitor's language (issue 48) when the form is sent before the conversation has one. */
  language: z.enum(VISITOR_LANGUAGES).optional(),
});

export const actionCallSchema = z.object({
  id: z.string(),
  actionId: z.string().nullable(),
  toolName: z.string(),
  kind: z.enum(['action', 'booking']),
  source: z.enum(ACTION_CALL_SOURCES),
  outcome: z.enum(ACTION_CALL_OUTCOMES),
  httpStatus: z.number().int().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type ActionCall = z.infer<typeof actionCallSchema>;
export const actionCallLogSchema = z.object({ calls: z.array(actionCallSchema) });
