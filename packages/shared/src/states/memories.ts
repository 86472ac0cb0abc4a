/** Where a statement that conflicts with a new memory lives: the agent's instructions or a saved memory. */
export const MODIFICATION_SOURCES = ['instructions', 'memory'] as const;
export type ModificationSource = (typeof MODIFICATION_SOURCES)[number];

/** A team memory is used in answers once approved; pending ones wait for someone who may manage the agent (ADR 0132). */
export const MEMORY_STATUSES = ['approved', 'pending'] as const;
export type MemoryStatus = (typeof MEMORY_STATUSES)[number];

/** What a memory command taught (spec §5). */
export const MEMORY_TYPES = ['procedure', 'general_memory', 'explicit_instruction'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];
