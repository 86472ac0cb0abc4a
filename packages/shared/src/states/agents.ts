/** Whether an agent answers (spec §2: the Italian words are the stored values). */
export const AGENT_STATUSES = ['Attivo', 'Disattivato'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

/** Whether an agent remembers a person's past chats (spec §4). */
export const MEMORY_MODES = ['none', 'all_chats'] as const;
export type MemoryMode = (typeof MEMORY_MODES)[number];
