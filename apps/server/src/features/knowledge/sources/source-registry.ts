import { BUILTIN_SOURCES } from './builtin-sources.js';
import type { KnowledgeSource } from './knowledge-source.js';

/**
 * The kinds of knowledge the server knows, by `source_type` (ADR 0355). The four of the product are here from the
 * start; a new kind registers once at start, and a test may register a kind of its own and remove it before its file
 * ends (test files share their worker's modules, ADR 0130).
 */
const sources = new Map<string, KnowledgeSource>(BUILTIN_SOURCES.map((source) => [source.type, source]));

export function registerKnowledgeSource(source: KnowledgeSource): () => void {
  if (sources.has(source.type)) throw new Error(`knowledge source '${source.type}' registered twice`);
  sources.set(source.type, source);
  return () => {
    sources.delete(source.type);
  };
}

/** The kind of a document, or undefined for a `source_type` no kind registers (nothing the product writes). */
export function knowledgeSourceOf(type: string | null | undefined): KnowledgeSource | undefined {
  return type ? sources.get(type) : undefined;
}

/** The kind of a `source_type` a caller is about to write: an unregistered one is a programming error. */
export function requireKnowledgeSource(type: string): KnowledgeSource {
  const source = sources.get(type);
  if (!source) throw new Error(`knowledge source '${type}' is not registered`);
  return source;
}

export function knowledgeSources(): KnowledgeSource[] {
  return [...sources.values()];
}

/** What a citation of a document of this kind names to anyone: the kind's fixed label, else the document's title. */
export function citationLabelOf(type: string | null | undefined): string | undefined {
  return knowledgeSourceOf(type)?.citationLabel;
}

/** Whether a citation of a document of this kind carries the document's address. */
export function citesAddress(type: string | null | undefined): boolean {
  return knowledgeSourceOf(type)?.citesAddress === true;
}
