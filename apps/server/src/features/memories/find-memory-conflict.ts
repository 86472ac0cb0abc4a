import type { MemoryConflict } from '@app/shared/api/chat';
import type { DbOrTx } from '../../db/client.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { approvedMemoriesOf } from './approved-memories.js';
import { contradicts } from '../../language/italian-contradiction.js';
import { completeText } from '../../llm/stream-completion.js';
import type { ModelSettings } from '../../llm/model-settings.js';

interface Statement {
  text: string;
  source: MemoryConflict['source'];
}

/**
 * The conflict rule (spec §4, D9). Offline: the first statement the candidate contradicts (same subject,
 * disagreeing: see `contradicts`). With a model configured, the model judges instead, and the offline rule
 * is the fallback when it fails.
 */
export function findConflictOffline(candidate: string, statements: Statement[]): Statement | null {
  return statements.find((statement) => contradicts(candidate, statement.text)) ?? null;
}

/** The instructions' sentences and the saved memories: what a new memory must not contradict. */
export async function conflictCandidates(
  db: DbOrTx,
  { accountId, agent }: { accountId: string; agent: { id: string; instructions: string } },
): Promise<Statement[]> {
  const memories = await db
    .select({ content: collaborativeMemories.content })
    .from(collaborativeMemories)
    // Only what the agent uses: a memory waiting for approval is not yet something it knows (ADR 0132).
    .where(approvedMemoriesOf(accountId, agent.id));
  const sentences = agent.instructions
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
  return [
    ...sentences.map((text) => ({ text, source: 'instructions' as const })),
    ...memories.map((m) => ({ text: m.content, source: 'memory' as const })),
  ];
}

/** Asks the model which numbered statement, if any, the new one contradicts. */
export async function findConflictWithModel(
  settings: Extract<ModelSettings, { kind: 'provider' }>,
  candidate: string,
  statements: Statement[],
): Promise<Statement | null> {
  if (!statements.length) return null;
  const list = statements.map((s, i) => `${i + 1}. ${s.text.replace(/\s+/g, ' ')}`).join('\n');
  const answer = await completeText(settings, {
    system: 'Controlli la coerenza delle istruzioni di un agente AI. Rispondi solo con un numero, senza altro testo.',
    turns: [
      {
        role: 'user',
        content:
          `Affermazioni esistenti:\n${list}\n\nNuova affermazione: ${candidate}\n\n` +
          'Se la nuova affermazione contraddice una di quelle esistenti (stesso argomento, indicazione opposta o incompatibile), ' +
          'rispondi con il numero di quella affermazione; altrimenti rispondi 0.',
      },
    ],
  });
  const n = Number(answer.match(/\d+/)?.[0] ?? 'NaN');
  if (!Number.isInteger(n)) throw new Error(`unexpected conflict-check answer: ${answer.slice(0, 50)}`);
  return n >= 1 && n <= statements.length ? statements[n - 1]! : null;
}
