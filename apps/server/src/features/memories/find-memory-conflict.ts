import { and, eq } from 'drizzle-orm';
import type { MemoryConflict } from '@app/shared/api/chat';
import type { DbOrTx } from '../../db/client.js';
import { collaborativeMemories } from '../../db/schema/agents.js';
import { contentTerms, normalize } from '../../llm/italian-terms.js';
import { completeText } from '../../llm/stream-completion.js';
import type { ModelSettings } from '../../llm/model-settings.js';

interface Statement {
  text: string;
  source: MemoryConflict['source'];
}

const NEGATIONS = /\b(non|mai|nessun[oa]?|niente|nulla|vietat[oaie]|proibit[oaie]|evita(re)?|senza|no)\b/;
const OPPOSITES: [RegExp, RegExp][] = [
  [/\bsempre\b/, /\bmai\b/],
  [/\bdel tu\b|\bdare del tu\b|\binformale\b/, /\bdel lei\b|\bdare del lei\b|\bformale\b/],
  [/\bconsentit[oaie]\b|\bpermess[oaie]\b|\bammess[oaie]\b/, /\bvietat[oaie]\b|\bproibit[oaie]\b|\bnon ammess[oaie]\b/],
  [/\bgratuit[oaie]\b|\bgratis\b/, /\ba pagamento\b|\bcost[ao]\b/],
  [/\bapert[oaie]\b|\bapre\b/, /\bchius[oaie]\b|\bchiude\b/],
];

/**
 * The conflict rule (spec §4, D9). Offline: two statements conflict when they are about the same subject
 * (at least two shared meaningful words, covering at least half of the shorter one; one is enough when it
 * is all the shorter one has) and they disagree: one is negated and the other is not, they use opposite
 * words (sempre/mai, tu/lei, consentito/vietato, …), or they state different numbers (orari, prezzi, giorni).
 * With a model configured, the model judges instead, and the offline rule is the fallback when it fails.
 */
export function findConflictOffline(candidate: string, statements: Statement[]): Statement | null {
  const a = analyse(candidate);
  for (const statement of statements) {
    const b = analyse(statement.text);
    const shared = [...a.terms].filter((t) => b.terms.has(t)).length;
    const smaller = Math.min(a.terms.size, b.terms.size);
    const sameSubject = smaller > 0 && shared / smaller >= 0.5 && (shared >= 2 || shared === smaller);
    if (!sameSubject) continue;
    const opposite = OPPOSITES.some(([x, y]) => (x.test(a.norm) && y.test(b.norm)) || (y.test(a.norm) && x.test(b.norm)));
    const numbersDiffer = a.numbers.length > 0 && b.numbers.length > 0 && a.numbers.join(',') !== b.numbers.join(',');
    if (a.negated !== b.negated || opposite || numbersDiffer) return statement;
  }
  return null;
}

function analyse(text: string) {
  const norm = normalize(text);
  return {
    norm,
    negated: NEGATIONS.test(norm),
    numbers: [...new Set(norm.match(/\d+(?:[.,:]\d+)?/g) ?? [])].sort(),
    terms: new Set(contentTerms(text).filter((t) => !/^\d/.test(t))),
  };
}

/** The instructions' sentences and the saved memories: what a new memory must not contradict. */
export async function conflictCandidates(
  db: DbOrTx,
  { accountId, agent }: { accountId: string; agent: { id: string; instructions: string } },
): Promise<Statement[]> {
  const memories = await db
    .select({ content: collaborativeMemories.content })
    .from(collaborativeMemories)
    .where(and(eq(collaborativeMemories.accountId, accountId), eq(collaborativeMemories.agentId, agent.id)));
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
