import { actionArgumentsSchema } from '@app/shared/api/actions';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { AppContext } from '../../app-context.js';
import type { TurnTool, TurnToolContext } from '../../llm/turn-tool.js';
import type { ActionRow } from './action-row.js';
import { runAction } from './run-action.js';

/** A tool that stores its own calls (with the HTTP status): the turn's loop does not log it again. */
export type SelfLoggingTool = TurnTool & { logsItsCalls?: true };

/** A tool name the providers accept (^[a-zA-Z0-9_-]{1,64}$), unique within the turn. */
function toolName(row: ActionRow, index: number): string {
  const slug = row.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `azione_${index + 1}_${slug}`.slice(0, 64);
}

/**
 * The agent's actions as tools for the model: described by the team's 'when to use it', their arguments the
 * parameters (validated by the AI SDK before `execute`); the model gets only the chosen fields of the answer, or
 * why the call failed. `rateSubject` is who the per-minute limit counts (the visitor, the member, the conversation).
 */
export function actionTools(ctx: AppContext, rows: readonly ActionRow[], rateSubject: string): SelfLoggingTool[] {
  return rows.map((row, index) => ({
    name: toolName(row, index),
    description: `${row.name}: ${row.whenToUse}`,
    parameters: actionArgumentsSchema(row.parameters),
    logsItsCalls: true,
    async execute(args, context: TurnToolContext) {
      const result = await runAction(ctx, {
        row,
        values: args as Record<string, string | number | boolean>,
        source: 'model',
        conversationId: context.conversationId,
        rateSubject,
        signal: context.signal,
        language: context.language,
      });
      const output =
        result.outcome === 'ok'
          ? { esito: 'ok', dati: Object.fromEntries(result.fields.map((f) => [f.path, f.value])) }
          : { esito: 'errore', motivo: result.message };
      return { output, citation: { kind: 'action', title: visitorCopy(context.language ?? 'it').actions.sourceLabel(row.name) } };
    },
  }));
}
