import type { MemoryType } from '../memory-trigger.js';

export const MEMORY_TYPE_LABELS: Record<MemoryType, string> = {
  procedure: 'Procedura',
  general_memory: 'Memoria generale',
  explicit_instruction: 'Istruzione esplicita',
};
