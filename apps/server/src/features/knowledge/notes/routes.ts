import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentParamsSchema, apiErrorSchema, okSchema } from '@app/shared/api/common';
import { agentNoteParamsSchema, noteInputSchema, noteListSchema, noteSchema } from '@app/shared/api/knowledge-notes';
import { NOTE_MESSAGES } from '@app/shared/i18n/knowledge-notes';
import type { AppContext } from '../../../app-context.js';
import { memberCaller } from '../../../base/request-caller.js';
import { createNote } from './create-note.js';
import { updateNote } from './update-note.js';
import { getNote } from './get-note.js';
import { listNotes } from './list-notes.js';
import { deleteSourceDocument } from '../sources/source-documents.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  402: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  413: apiErrorSchema,
};

/** Notes of an agent ('Testo', issue 29), under /api/agents/:agentId/notes (member scope; requireAgent 'manage'). */
export function noteRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:agentId/notes',
      { schema: { tags: ['knowledge'], params: agentParamsSchema, response: { 200: noteListSchema, ...errors } } },
      async (request) => listNotes(ctx.db, { caller: memberCaller(request), agentId: request.params.agentId }),
    );

    r.post(
      '/:agentId/notes',
      {
        schema: {
          tags: ['knowledge'],
          params: agentParamsSchema,
          body: noteInputSchema,
          description: 'A note written in the app (Markdown): searchable and cited like a document as soon as it is saved.',
          response: { 201: noteSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createNote(ctx, { caller: memberCaller(request), agentId: request.params.agentId, input: request.body })),
    );

    r.get(
      '/:agentId/notes/:noteId',
      { schema: { tags: ['knowledge'], params: agentNoteParamsSchema, response: { 200: noteSchema, ...errors } } },
      async (request) => getNote(ctx, { caller: memberCaller(request), ...request.params }),
    );

    r.put(
      '/:agentId/notes/:noteId',
      {
        schema: {
          tags: ['knowledge'],
          params: agentNoteParamsSchema,
          body: noteInputSchema,
          description: "A note's new title and text; its passages are indexed again.",
          response: { 200: noteSchema, ...errors },
        },
      },
      async (request) => updateNote(ctx, { caller: memberCaller(request), ...request.params, input: request.body }),
    );

    r.delete(
      '/:agentId/notes/:noteId',
      { schema: { tags: ['knowledge'], params: agentNoteParamsSchema, response: { 200: okSchema, ...errors } } },
      async (request) => {
        await deleteSourceDocument(ctx, {
          caller: memberCaller(request),
          agentId: request.params.agentId,
          type: 'note',
          id: request.params.noteId,
        });
        return { success: true as const, message: NOTE_MESSAGES.deleted };
      },
    );
  };
}
