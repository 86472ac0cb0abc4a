import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { agentsRoutes } from '../features/agents/routes.js';
import { apiKeysRoutes, superAdminApiKeysRoutes } from '../features/api-keys/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { contactRoutes } from '../features/contact/routes.js';
import { dashboardRoutes } from '../features/dashboard/routes.js';
import { profileRoutes } from '../features/profile/routes.js';
import { teamRoutes } from '../features/team/routes.js';
import { eventsRoutes } from '../realtime/routes.js';
import { chatRoutes } from '../features/chat/routes.js';
import { publicChatRoutes } from '../features/chat/public-routes.js';
import { memoriesRoutes } from '../features/memories/routes.js';
import { knowledgeRoutes } from '../features/knowledge/routes.js';

/** One line per feature: each feature owns its prefix. */
export async function registerFeatureRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(agentsRoutes(ctx), { prefix: '/agents' });
  await api.register(apiKeysRoutes(ctx), { prefix: '/api-keys' });
  await api.register(superAdminApiKeysRoutes(ctx), { prefix: '/super-admin/api-keys' });
  await api.register(authRoutes(ctx), { prefix: '/auth' });
  await api.register(contactRoutes(ctx), { prefix: '/contact' });
  await api.register(dashboardRoutes(ctx), { prefix: '/dashboard' });
  await api.register(eventsRoutes(ctx), { prefix: '/events' });
  await api.register(knowledgeRoutes(ctx), { prefix: '/agents' }); // documents and retrieval-test under /api/agents/:id
  await api.register(teamRoutes(ctx), { prefix: '/team' });
  await api.register(profileRoutes(ctx), { prefix: '/profile' });
  await api.register(chatRoutes(ctx), { prefix: '/chat' });
  await api.register(publicChatRoutes(ctx), { prefix: '/public/agents' });
  await api.register(memoriesRoutes(ctx), { prefix: '/memories' });
}
