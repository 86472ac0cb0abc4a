/** Every query key of the integrations feature: nothing else spells one. */
export const integrationKeys = {
  all: ['integrations'] as const,
  agents: () => [...integrationKeys.all, 'agents'] as const,
  tokens: () => [...integrationKeys.all, 'tokens'] as const,
  widget: (agentId: string) => [...integrationKeys.all, 'widget', agentId] as const,
  widgetConfig: (agentId: string) => [...integrationKeys.all, 'widget-config', agentId] as const,
  leadWebhook: () => [...integrationKeys.all, 'lead-webhook'] as const,
  leadWebhookAttempts: () => [...integrationKeys.all, 'lead-webhook', 'attempts'] as const,
};

export const widgetPath = (agentId: string) => `/agents/${encodeURIComponent(agentId)}/widget`;
export const publicWidgetPath = (agentId: string) => `/widget/agents/${encodeURIComponent(agentId)}`;
