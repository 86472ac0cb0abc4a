import { offeredVisitorLanguages } from '@app/shared/visitor-language';
import type { Agent, AppearanceView, MemoryMode } from '@app/shared/api/agents';
import { accentPalette } from '@app/shared/accent-color';
import { canDuplicateOrDeleteAgent, canManageAgent, canViewAgentAnalytics, type Acting } from '@app/shared/roles';
import type { agents } from '../../db/schema/agents.js';

export type AgentRow = typeof agents.$inferSelect;

/** How every chat of the agent looks (issue 34): a colour saved before the contrast rule is darkened, never shown too light. */
export function appearanceOf(row: Pick<AgentRow, 'welcomeMessage' | 'suggestedQuestions' | 'accentColor' | 'avatarUrl'>): AppearanceView {
  const { accent, text } = accentPalette(row.accentColor);
  return {
    welcomeMessage: row.welcomeMessage,
    suggestedQuestions: row.suggestedQuestions,
    color: accent,
    textColor: text,
    avatarUrl: row.avatarUrl ?? '',
  };
}

/** The agent as the caller sees it, with what the shared rules let them do (the UI shows menus from this). */
export function toAgentView(row: AgentRow, actor: Acting): Agent {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    instructions: row.instructions,
    instructorId: row.instructorId,
    apiKeyId: row.apiKeyId,
    status: row.status,
    memoryMode: (row.memoryMode === 'all_chats' ? 'all_chats' : 'none') satisfies MemoryMode,
    memoryRetentionDays: row.memoryRetentionDays,
    enableExplicitMemory: row.enableExplicitMemory,
    showSources: row.showSources,
    memoryApproval: row.memoryApproval,
    appearance: appearanceOf(row),
    hideSourceFileNames: row.hideSourceFileNames,
    businessCard: row.businessCard ?? { address: '', phone: '', email: '' },
    visitorLanguages: offeredVisitorLanguages(row.visitorLanguages),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    permissions: {
      manage: canManageAgent(actor, row),
      duplicateOrDelete: canDuplicateOrDeleteAgent(actor, row),
      analytics: canViewAgentAnalytics(actor, row),
    },
  };
}
