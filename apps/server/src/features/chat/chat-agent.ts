import type { AgentRow } from '../agents/require-agent.js';

/** Members reach an agent through `requireAgent`, visitors through `requirePublicAgent` (features/agents); this is the row the chat works on. */
export type ChatAgent = AgentRow;

export { isAgentActive } from '../agents/visitor-access.js';
