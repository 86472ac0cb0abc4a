import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { agentDeletionLinkRoutes, agentsRoutes } from '../features/agents/routes.js';
import { agentAccessBeforeBody } from '../features/agents/require-agent.js';
import { privacyRoutes } from '../features/privacy/routes.js';
import { leadsRoutes, leadWebhookRoutes } from '../features/leads/routes.js';
import { dataExportRoutes } from '../features/data-export/routes.js';
import { apiKeysRoutes, superAdminApiKeysRoutes } from '../features/api-keys/routes.js';
import { adminRoutes } from '../features/admin/routes.js';
import { authRoutes } from '../features/auth/routes.js';
import { secondFactorRoutes } from '../features/auth/second-factor-routes.js';
import { secondFactorSettingsRoutes } from '../features/auth/second-factor-settings-routes.js';
import { sessionsRoutes } from '../features/sessions/routes.js';
import { billingRoutes, checkoutRoutes, stripeWebhookRoutes, superAdminBillingRoutes } from '../features/billing/routes.js';
import { contactRoutes } from '../features/contact/routes.js';
import { dashboardRoutes, onboardingRoutes } from '../features/dashboard/routes.js';
import { analyticsRoutes } from '../features/analytics/routes.js';
import { conversationExportRoutes, conversationRetentionRoutes, conversationsRoutes } from '../features/conversations/routes.js';
import { avatarRoutes, emailChangeLinkRoutes, profileRoutes } from '../features/profile/routes.js';
import { inviteLinkRoutes, teamRoutes } from '../features/team/routes.js';
import { eventsRoutes } from '../realtime/routes.js';
import { agentChatRoutes, chatPickerRoutes } from '../features/chat/routes.js';
import { publicChatRoutes } from '../features/chat/public-routes.js';
import { memoriesRoutes } from '../features/memories/routes.js';
import { knowledgeRoutes } from '../features/knowledge/routes.js';
import { noteRoutes } from '../features/knowledge/notes/routes.js';
import { qaPairRoutes } from '../features/knowledge/qa/routes.js';
import { websiteRoutes } from '../features/knowledge/website/routes.js';
import { apiTokenRoutes } from '../features/integrations/token-routes.js';
import { apiV1Routes } from '../features/integrations/v1-routes.js';
import { widgetRoutes } from '../features/integrations/widget-routes.js';
import { widgetSettingsRoutes } from '../features/integrations/widget-settings-routes.js';
import { legalRoutes } from '../features/legal/routes.js';
import { googleSignInRoutes } from '../features/google-sign-in/routes.js';
import { handoffSettingsRoutes, inboxRoutes } from '../features/handoff/routes.js';
import { pushRoutes } from '../features/push/routes.js';
import { savedReplyRoutes } from '../features/saved-replies/routes.js';
import { handoffVisitorRoutes } from '../features/handoff/visitor-routes.js';
import { channelSettingsRoutes, channelWebhookRoutes } from '../features/channels/routes.js';
import { channelReplyRoute } from '../features/channels/team-reply.js';
import { bookingSetupRoutes, bookingsRoutes } from '../features/bookings/routes.js';
import { bookingLinkRoutes, bookingVisitorRoutes } from '../features/bookings/visitor-routes.js';
import { googleCalendarCallbackRoutes, googleCalendarRoutes } from '../features/google-calendar/routes.js';
import { actionRoutes } from '../features/actions/routes.js';
import { agentChatActionRoutes, publicActionRoutes } from '../features/chat/action-form-routes.js';
import { callerScope, declareCallerScopes } from './scopes.js';
import type { ScopeName } from '../base/request-caller.js';

type FeatureRoutes = (ctx: AppContext) => (app: FastifyInstance) => Promise<void>;

/**
 * Every route of the API, each in exactly one caller scope (`http/scopes.ts`): the scope decides who may
 * call it, before its body is read. One line per feature plugin: a feature owns its prefix, and what
 * belongs to an agent lives under /api/agents/:agentId/….
 */
const ROUTES: Record<ScopeName, [FeatureRoutes, string][]> = {
  public: [
    [authRoutes, '/auth'],
    [googleSignInRoutes, '/auth/google'],
    [contactRoutes, '/contact'],
    [agentDeletionLinkRoutes, '/agents'],
    [inviteLinkRoutes, '/team'],
    [emailChangeLinkRoutes, '/profile'],
    [publicChatRoutes, '/public/agents'],
    [widgetRoutes, '/widget'],
    [handoffVisitorRoutes, '/public/agents'],
    [bookingVisitorRoutes, '/public/agents'],
    [bookingLinkRoutes, '/public/bookings'],
    [googleCalendarCallbackRoutes, '/google-calendar'],
    [publicActionRoutes, '/public/agents'],
    [legalRoutes, '/legal'],
    [stripeWebhookRoutes, '/billing'],
    [channelWebhookRoutes, '/channels'],
  ],
  signedIn: [
    [eventsRoutes, '/events'],
    [secondFactorRoutes, '/auth/second-factor'],
    [avatarRoutes, '/profile'],
  ],
  user: [
    [profileRoutes, '/profile'],
    [secondFactorSettingsRoutes, '/auth/second-factor'],
    [sessionsRoutes, '/sessions'],
  ],
  member: [
    [agentsRoutes, '/agents'],
    [knowledgeRoutes, '/agents'],
    [noteRoutes, '/agents'],
    [qaPairRoutes, '/agents'],
    [websiteRoutes, '/agents'],
    [memoriesRoutes, '/agents'],
    [agentChatRoutes, '/agents'],
    [chatPickerRoutes, '/chat'],
    [dashboardRoutes, '/dashboard'],
    [analyticsRoutes, '/analytics'],
    [conversationsRoutes, '/analytics/conversations'],
    [conversationExportRoutes, '/analytics'],
    [apiKeysRoutes, '/api-keys'],
    [apiTokenRoutes, '/integrations'],
    [widgetSettingsRoutes, '/agents'],
    [checkoutRoutes, '/billing'],
    // A person's reply to a WhatsApp or Telegram visitor goes out through channels, which hand-off does not import (ADR 0379).
    [(ctx) => inboxRoutes(ctx, { channelReplyRoute }), '/inbox'],
    [savedReplyRoutes, '/inbox/saved-replies'],
    [pushRoutes, '/profile/push'],
    [handoffSettingsRoutes, '/agents'],
    [leadsRoutes, '/leads'],
    [channelSettingsRoutes, '/agents'],
    [bookingSetupRoutes, '/agents'],
    [bookingsRoutes, '/bookings'],
    [googleCalendarRoutes, '/google-calendar'],
    [actionRoutes, '/agents'],
    [agentChatActionRoutes, '/agents'],
  ],
  owner: [
    [teamRoutes, '/team'],
    [conversationRetentionRoutes, '/analytics/retention'],
    [onboardingRoutes, '/dashboard'],
    [billingRoutes, '/billing'],
    [privacyRoutes, '/privacy'],
    [dataExportRoutes, '/account'],
    [leadWebhookRoutes, '/leads/webhook'],
  ],
  superAdmin: [
    [adminRoutes, '/super-admin'],
    [superAdminApiKeysRoutes, '/super-admin/api-keys'],
    [superAdminBillingRoutes, '/super-admin/billing'],
  ],
  // The public API: `Authorization: Bearer <token>` only, never the session cookie (ADR 0080, 0081).
  apiToken: [[apiV1Routes, '/v1']],
};

export async function registerFeatureRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  declareCallerScopes(api);
  for (const [name, routes] of Object.entries(ROUTES) as [ScopeName, [FeatureRoutes, string][]][]) {
    await api.register(
      callerScope(ctx, name, async (scope) => {
        // The caller's access to the agent before the body (issue 33): another account's agent is 404 whatever is sent.
        if (name === 'member') scope.addHook('preParsing', agentAccessBeforeBody(ctx.db));
        for (const [plugin, prefix] of routes) await scope.register(plugin(ctx), { prefix });
      }),
    );
  }
}
