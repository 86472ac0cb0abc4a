import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { agentDeletionLinkRoutes, agentsRoutes } from '../features/agents/routes.js';
import { apiKeysRoutes, superAdminApiKeysRoutes } from '../features/api-keys/routes.js';
import { authRoutes, sessionRoutes } from '../features/auth/routes.js';
import { contactRoutes } from '../features/contact/routes.js';
import { dashboardRoutes } from '../features/dashboard/routes.js';
import { avatarRoutes, emailChangeLinkRoutes, profileRoutes } from '../features/profile/routes.js';
import { inviteLinkRoutes, teamRoutes } from '../features/team/routes.js';
import { eventsRoutes } from '../realtime/routes.js';
import { agentChatRoutes, chatPickerRoutes } from '../features/chat/routes.js';
import { publicChatRoutes } from '../features/chat/public-routes.js';
import { memoriesRoutes } from '../features/memories/routes.js';
import { knowledgeRoutes } from '../features/knowledge/routes.js';
import { callerScope, declareCallerScopes } from './scopes.js';

/**
 * Every route of the API, each in exactly one caller scope (`http/scopes.ts`): the scope decides who may
 * call it, before its body is read. One line per feature plugin; a feature owns its prefix, and what
 * belongs to an agent lives under /api/agents/:agentId/….
 */
export async function registerFeatureRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  declareCallerScopes(api);

  await api.register(
    callerScope(ctx, 'public', async (scope) => {
      await scope.register(authRoutes(ctx), { prefix: '/auth' });
      await scope.register(contactRoutes(ctx), { prefix: '/contact' });
      await scope.register(agentDeletionLinkRoutes(ctx), { prefix: '/agents' });
      await scope.register(inviteLinkRoutes(ctx), { prefix: '/team' });
      await scope.register(emailChangeLinkRoutes(ctx), { prefix: '/profile' });
      await scope.register(publicChatRoutes(ctx), { prefix: '/public/agents' });
    }),
  );

  await api.register(
    callerScope(ctx, 'signedIn', async (scope) => {
      await scope.register(sessionRoutes(ctx), { prefix: '/auth' });
      await scope.register(eventsRoutes(ctx), { prefix: '/events' });
      await scope.register(avatarRoutes(ctx), { prefix: '/profile' });
    }),
  );

  await api.register(
    callerScope(ctx, 'user', async (scope) => {
      await scope.register(profileRoutes(ctx), { prefix: '/profile' });
    }),
  );

  await api.register(
    callerScope(ctx, 'member', async (scope) => {
      await scope.register(agentsRoutes(ctx), { prefix: '/agents' });
      await scope.register(knowledgeRoutes(ctx), { prefix: '/agents' });
      await scope.register(memoriesRoutes(ctx), { prefix: '/agents' });
      await scope.register(agentChatRoutes(ctx), { prefix: '/agents' });
      await scope.register(chatPickerRoutes(ctx), { prefix: '/chat' });
      await scope.register(dashboardRoutes(ctx), { prefix: '/dashboard' });
      await scope.register(apiKeysRoutes(ctx), { prefix: '/api-keys' });
    }),
  );

  await api.register(
    callerScope(ctx, 'owner', async (scope) => {
      await scope.register(teamRoutes(ctx), { prefix: '/team' });
    }),
  );

  await api.register(
    callerScope(ctx, 'superAdmin', async (scope) => {
      await scope.register(superAdminApiKeysRoutes(ctx), { prefix: '/super-admin/api-keys' });
    }),
  );

  // The public API's slot: its routes (API tokens, `Authorization: Bearer`) will be registered here.
  await api.register(callerScope(ctx, 'apiToken', async () => {}));
}
