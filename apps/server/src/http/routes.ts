import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { authRoutes } from '../features/auth/routes.js';
import { contactRoutes } from '../features/contact/routes.js';
import { dashboardRoutes } from '../features/dashboard/routes.js';
import { eventsRoutes } from '../realtime/routes.js';

/** One line per feature: each feature owns its prefix. */
export async function registerFeatureRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  await api.register(authRoutes(ctx), { prefix: '/auth' });
  await api.register(contactRoutes(ctx), { prefix: '/contact' });
  await api.register(dashboardRoutes(ctx), { prefix: '/dashboard' });
  await api.register(eventsRoutes(ctx), { prefix: '/events' });
}
