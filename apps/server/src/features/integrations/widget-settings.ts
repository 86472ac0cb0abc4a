import { eq } from 'drizzle-orm';
import { WIDGET_MESSAGES } from '@app/shared/i18n/integrations';
import { type UpdateWidgetSettingsInput, type WidgetConfig, type WidgetSettings } from '@app/shared/api/integrations';
import { visitorCopy } from '@app/shared/i18n/visitor/index';
import type { MemberCaller } from '@app/shared/roles';
import type { DbOrTx } from '../../db/client.js';
import { agentWidgets } from '../../db/schema/integrations.js';
import { badRequest } from '../../base/errors.js';
import { appearanceOf } from '../agents/agent-view.js';
import { requireAgent } from '../agents/require-agent.js';
import { isAgentActive, type ChatAgent } from '../chat/chat-agent.js';
import { agentVisitorLanguages, browserLanguage } from '../agents/visitor-language.js';
import { newIdentitySecret, sealSecret } from './widget-secret.js';

export type WidgetRow = typeof agentWidgets.$inferSelect;

/** An agent never configured has these settings: nothing is embeddable until a domain is allowed. */
export const DEFAULT_WIDGET = {
  position: 'right' as const,
  bubbleLabel: '',
  allowedDomains: [] as string[],
  identityRequired: false,
};

const toSettings = (agentId: string, row: WidgetRow | undefined): WidgetSettings =>
  row
    ? {
        agentId,
        position: row.position === 'left' ? 'left' : 'right',
        bubbleLabel: row.bubbleLabel,
        allowedDomains: row.allowedDomains,
        identityRequired: row.identityRequired,
        hasIdentitySecret: Boolean(row.identitySecret),
      }
    : { agentId, ...DEFAULT_WIDGET, hasIdentitySecret: false };

/** The widget row of an agent already loaded (by `requireAgent` or the public chat's loader). */
export async function widgetRowOf(db: DbOrTx, agent: Pick<ChatAgent, 'id' | 'accountId'>): Promise<WidgetRow | undefined> {
  const [row] = await db.select().from(agentWidgets).where(eq(agentWidgets.agentId, agent.id));
  return row && row.accountId === agent.accountId ? row : undefined;
}

/** Settings of an agent the caller manages (its creator, its instructor, the account owner: D3). */
export async function getWidgetSettings(db: DbOrTx, { caller, agentId }: { caller: MemberCaller; agentId: string }) {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  return toSettings(agent.id, await widgetRowOf(db, agent));
}

export async function updateWidgetSettings(
  db: DbOrTx,
  { caller, agentId, input }: { caller: MemberCaller; agentId: string; input: UpdateWidgetSettingsInput },
): Promise<WidgetSettings> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const existing = await widgetRowOf(db, agent);
  if (input.identityRequired && !existing?.identitySecret) throw badRequest(WIDGET_MESSAGES.identityNeedsSecret, 'IDENTITY_SECRET_MISSING');
  const values = {
    ...input,
    allowedDomains: [...new Set(input.allowedDomains)],
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(agentWidgets)
    .values({ agentId: agent.id, accountId: caller.accountId, ...values })
    .onConflictDoUpdate({ target: agentWidgets.agentId, set: values })
    .returning();
  return toSettings(agent.id, row);
}

/** A new identity secret (the old one stops verifying at once); the value leaves the server this once. */
export async function rotateIdentitySecret(
  db: DbOrTx,
  authSecret: string,
  { caller, agentId }: { caller: MemberCaller; agentId: string },
): Promise<string> {
  const agent = await requireAgent(db, caller, agentId, 'manage');
  const secret = newIdentitySecret();
  const sealed = sealSecret(authSecret, secret);
  await db
    .insert(agentWidgets)
    .values({ agentId: agent.id, accountId: caller.accountId, identitySecret: sealed })
    .onConflictDoUpdate({ target: agentWidgets.agentId, set: { identitySecret: sealed, updatedAt: new Date() } });
  return secret;
}

/** What the loader and the embedded chat may read of an agent: its 'Aspetto' (issue 34) and the launcher's settings. */
export function toWidgetConfig(agent: ChatAgent, row: WidgetRow | undefined, acceptLanguage?: string): WidgetConfig {
  const settings = toSettings(agent.id, row);
  const active = isAgentActive(agent);
  const look = appearanceOf(agent);
  return {
    id: agent.id,
    name: agent.name,
    active,
    // The refusal in the browser's language (issue 48).
    notice: active ? null : visitorCopy(browserLanguage(agent, acceptLanguage)).refusals.agentInactive,
    welcomeMessage: look.welcomeMessage,
    suggestedQuestions: look.suggestedQuestions,
    color: look.color,
    textColor: look.textColor,
    position: settings.position,
    avatarUrl: look.avatarUrl,
    bubbleLabel: settings.bubbleLabel,
    identityRequired: settings.identityRequired,
    languages: agentVisitorLanguages(agent),
  };
}
