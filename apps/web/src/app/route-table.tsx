import { lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@app/shared/api/auth';
import { sessionQueryOptions } from '../lib/session';
import { Root } from './routes/root';
import { NotFoundPage } from './routes/not-found';
import { PublicLayout } from './layouts/public-layout';
import { ProtectedRoute, PublicOnlyRoute, SuperAdminRoute } from './guards/guards';
import { LandingPage } from '../features/marketing/routes/landing-page';
import { pageTitles as titles } from '@app/shared/i18n/titles';
import type { RouteHandle } from './document-title';
// The first data of the pages that open on a request (ADR 0205): small modules, in the first chunk so that their
// requests leave with the session's instead of after another download.
import { prefetchPublicAgent } from '../features/chat/api/get-public-agent';
import { prefetchAgent } from '../features/agents/api/get-agent';
import { prefetchAnalytics } from '../features/analytics/api/get-analytics';
import { prefetchBilling } from '../features/billing/api/prefetch-billing';
import { prefetchDashboard } from '../features/dashboard/api/prefetch-dashboard';

/**
 * What a page shows first, asked for while its code is still on the way (issue 34, ADR 0205): the page's own query
 * then finds it in the cache, or in flight, instead of asking only once the page has rendered. `session()` is the
 * session main.tsx already asked for (a signed-in page's data waits for it: a visitor without one asks for nothing).
 */
export type FirstData = (args: {
  params: Params;
  queryClient: QueryClient;
  session: () => Promise<SessionInfo | null>;
}) => Promise<unknown>;

interface PreloadablePage {
  preload?: () => Promise<unknown>;
  firstData?: FirstData;
}

/**
 * Every page but the landing page is loaded on demand, so the first visit downloads only what it shows.
 * `page(() => import(...), 'ExportName')` keeps each route one line. The router is declarative (ADR 0029): a page
 * is a React.lazy component, shown under the nearest Suspense boundary (Root's, or the app layout's).
 */
function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
  firstData?: FirstData,
): Pick<RouteObject, 'element'> {
  const Page = Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { preload: load, firstData } satisfies PreloadablePage,
  );
  return { element: <Page /> };
}

/**
 * Starts downloading the code of every page the path shows (the app layout and the page inside it), and the data the
 * page opens on (ADR 0205), at once, before React renders (issue 34, ADR 0165): without it each lazy level is requested only when the level above has
 * rendered, after the session has arrived — three round trips in a row before a signed-in page can paint. The
 * browser fetches a module once, so React's own import later finds it there.
 */
export function preloadRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const session = () => queryClient.ensureQueryData(sessionQueryOptions());
  const asked: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const type = (match.route.element as ReactElement | undefined)?.type as PreloadablePage | undefined;
    // A failed download or request is the page's to report when it renders (the error boundary; its query, which
    // asks again on mount when the prefetch failed), not this hint's.
    if (type?.preload) asked.push(type.preload().catch(() => undefined));
    if (type?.firstData) asked.push(type.firstData({ params: match.params, queryClient, session }).catch(() => undefined));
  }
  // Settles once the page's code has arrived and its first data has been answered. main.tsx does not wait; tests do,
  // so that no import they started is still running when their file ends (Vitest refuses it after its teardown).
  return Promise.all(asked).then(() => undefined);
}

/** A signed-in page's first data: asked for once the session says someone is signed in. */
const signedIn =
  (ask: (args: { params: Params; queryClient: QueryClient; session: SessionInfo }) => Promise<unknown>): FirstData =>
  async ({ params, queryClient, session }) => {
    const current = await session();
    if (current) await ask({ params, queryClient, session: current });
  };

/** The page's title (ADR 0018): every route that shows a page declares one. */
const titled = (title: string): Pick<RouteObject, 'handle'> => ({ handle: { title } satisfies RouteHandle });

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage />, ...titled(titles.landing) },
          { path: 'pricing', ...titled(titles.pricing), ...page(() => import('./routes/pricing-page'), 'PricingPage') },
          { path: 'privacy', ...titled(titles.privacy), ...page(() => import('../features/legal/routes/privacy-page'), 'PrivacyPage') },
          { path: 'cookie', ...titled(titles.cookie), ...page(() => import('../features/legal/routes/cookie-page'), 'CookiePage') },
          { path: 'termini', ...titled(titles.terms), ...page(() => import('../features/legal/routes/terms-page'), 'TermsPage') },
          {
            path: 'sub-responsabili',
            ...titled(titles.processors),
            ...page(() => import('../features/legal/routes/processors-page'), 'ProcessorsPage'),
          },
          // The page the crawler's user agent names (issue 29).
          { path: 'bot', ...titled(titles.bot), ...page(() => import('../features/legal/routes/bot-page'), 'BotPage') },
          {
            path: 'contact-us',
            ...titled(titles.contact),
            ...page(() => import('../features/marketing/routes/contact-page'), 'ContactPage'),
          },
          {
            element: <PublicOnlyRoute />,
            children: [
              {
                path: 'auth/register',
                ...titled(titles.register),
                ...page(() => import('../features/auth/routes/register-page'), 'RegisterPage'),
              },
              { path: 'auth/login', ...titled(titles.login), ...page(() => import('../features/auth/routes/login-page'), 'LoginPage') },
              {
                path: 'auth/google/collega',
                ...titled(titles.linkGoogle),
                ...page(() => import('../features/auth/routes/link-google-page'), 'LinkGooglePage'),
              },
              {
                path: 'auth/forgot-password',
                ...titled(titles.forgotPassword),
                ...page(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
              },
            ],
          },
          {
            path: 'auth/update-password',
            ...titled(titles.updatePassword),
            ...page(() => import('../features/auth/routes/update-password-page'), 'UpdatePasswordPage'),
          },
          {
            path: 'auth/verify-email',
            ...titled(titles.verifyEmail),
            ...page(() => import('../features/auth/routes/verify-email-page'), 'VerifyEmailPage'),
          },
          {
            path: 'auth/unlock',
            ...titled(titles.unlockSignIn),
            ...page(() => import('../features/auth/routes/unlock-page'), 'UnlockPage'),
          },
          {
            path: 'auth/confirm-email',
            ...titled(titles.confirmEmail),
            ...page(() => import('../features/profile/routes/confirm-email-page'), 'ConfirmEmailPage'),
          },
          {
            path: 'auth/confirm-invite',
            ...titled(titles.confirmInvite),
            ...page(() => import('../features/team/routes/confirm-invite-page'), 'ConfirmInvitePage'),
          },
          {
            path: 'agent/delete/confirm',
            ...titled(titles.confirmAgentDeletion),
            ...page(() => import('../features/agents/routes/confirm-agent-deletion-page'), 'ConfirmAgentDeletionPage'),
          },
          {
            path: 'auth/second-factor',
            ...titled(titles.secondFactor),
            ...page(() => import('../features/auth/routes/second-factor-page'), 'SecondFactorPage'),
          },
          {
            // The 'Esporta i dati' e-mail's link (ADR 0223): it sends a signed-out owner to sign in and back here.
            path: 'profile/export/:id',
            ...titled(titles.dataExportLink),
            ...page(() => import('../features/profile/routes/data-export-link-page'), 'DataExportLinkPage'),
          },
          {
            path: 'super-admin/login',
            ...titled(titles.superAdminLogin),
            ...page(() => import('./routes/super-admin-login-page'), 'SuperAdminLoginPage'),
          },
          { path: '*', element: <NotFoundPage />, ...titled(titles.notFound) },
        ],
      },
      {
        // The embeddable widget's frame (issue 14): served with its own frame-ancestors by the server.
        path: 'widget/:agentId',
        ...titled(titles.widgetChat),
        ...page(() => import('./routes/widget-chat-page'), 'WidgetChatPage'),
      },
      {
        // The visitor's e-mailed link to see, cancel or move their booking (issue 46).
        path: 'prenotazione/:token',
        ...titled(titles.bookingLink),
        ...page(() => import('../features/bookings/routes/booking-link-page'), 'BookingLinkPage'),
      },
      {
        path: 'agent/public-chat/:id',
        ...titled(titles.publicChat),
        ...page(
          () => import('../features/chat/routes/public-chat-page'),
          'PublicChatPage',
          ({ params, queryClient }) => prefetchPublicAgent(queryClient, params.id!),
        ),
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            ...page(() => import('./layouts/app-layout'), 'AppLayout'),
            children: [
              {
                path: 'dashboard',
                ...titled(titles.dashboard),
                ...page(
                  () => import('../features/dashboard/routes/dashboard-page'),
                  'DashboardPage',
                  signedIn(({ queryClient }) => prefetchDashboard(queryClient)),
                ),
              },
              {
                path: 'profile',
                ...titled(titles.profile),
                ...page(() => import('./routes/account-profile-page'), 'AccountProfilePage'),
              },
              { path: 'agents', ...titled(titles.agents), ...page(() => import('../features/agents/routes/agents-page'), 'AgentsPage') },
              {
                path: 'agent/create',
                ...titled(titles.createAgent),
                ...page(() => import('./routes/create-agent-with-knowledge'), 'CreateAgentWithKnowledgePage'),
              },
              {
                path: 'agent/chat',
                ...titled(titles.agentPicker),
                ...page(() => import('../features/chat/routes/agent-picker-page'), 'AgentPickerPage'),
              },
              {
                path: 'agent/:id/chat',
                ...titled(titles.agentChat),
                ...page(() => import('./routes/agent-chat-page'), 'AgentChatPage'),
              },
              {
                path: 'agent/:id/settings',
                ...titled(titles.agentSettings),
                ...page(
                  () => import('./routes/agent-settings-page'),
                  'AgentSettingsPage',
                  signedIn(({ params, queryClient }) => prefetchAgent(queryClient, params.id!)),
                ),
              },
              {
                path: 'agent/:id/analytics',
                ...titled(titles.agentAnalytics),
                ...page(
                  () => import('./routes/analytics-with-answers'),
                  'AgentAnalyticsWithAnswersPage',
                  signedIn(({ params, queryClient }) => prefetchAnalytics(queryClient, params.id)),
                ),
              },
              {
                path: 'analytics',
                ...titled(titles.analytics),
                ...page(
                  () => import('./routes/analytics-with-answers'),
                  'AnalyticsWithAnswersPage',
                  signedIn(({ queryClient }) => prefetchAnalytics(queryClient)),
                ),
              },
              {
                path: 'analytics/conversations',
                ...titled(titles.conversations),
                ...page(() => import('./routes/conversations-page'), 'ConversationsPage'),
              },
              {
                path: 'analytics/conversations/:conversationId',
                ...titled(titles.conversation),
                ...page(() => import('../features/conversations/routes/conversation-page'), 'ConversationPage'),
              },
              {
                path: 'agent/:id/analytics/conversations',
                ...titled(titles.agentConversations),
                ...page(() => import('./routes/conversations-page'), 'AgentConversationsPage'),
              },
              { path: 'inbox', ...titled(titles.inbox), ...page(() => import('../features/inbox/routes/inbox-page'), 'InboxPage') },
              {
                path: 'inbox/:requestId',
                ...titled(titles.inboxRequest),
                ...page(() => import('../features/inbox/routes/request-page'), 'RequestPage'),
              },
              {
                path: 'bookings',
                ...titled(titles.bookings),
                ...page(() => import('../features/bookings/routes/bookings-page'), 'BookingsPage'),
              },
              {
                path: 'contacts',
                ...titled(titles.contacts),
                ...page(() => import('../features/leads/routes/contacts-page'), 'ContactsPage'),
              },
              {
                path: 'billing',
                ...titled(titles.billing),
                ...page(
                  () => import('../features/billing/routes/billing-page'),
                  'BillingPage',
                  signedIn(({ queryClient, session }) => prefetchBilling(queryClient, session)),
                ),
              },
              {
                path: 'billing/pagamento-simulato/:id',
                ...titled(titles.simulatedCheckout),
                ...page(() => import('../features/billing/routes/simulated-checkout-page'), 'SimulatedCheckoutPage'),
              },
              { path: 'users', ...titled(titles.users), ...page(() => import('../features/team/routes/users-page'), 'UsersPage') },
              {
                // Four parts, each its own address (issue 50, ADR 0341); the layout keeps the chosen agent between them.
                ...page(() => import('./routes/integrations-page'), 'IntegrationsPage'),
                children: [
                  {
                    path: 'integrations',
                    ...titled(titles.integrations),
                    ...page(() => import('./routes/integrations-page'), 'IntegrationsSharePart'),
                  },
                  {
                    path: 'integrations/widget',
                    ...titled(titles.integrationsWidget),
                    ...page(() => import('./routes/integrations-page'), 'IntegrationsWidgetPart'),
                  },
                  {
                    path: 'integrations/channels',
                    ...titled(titles.integrationsChannels),
                    ...page(() => import('./routes/integrations-page'), 'IntegrationsChannelsPart'),
                  },
                  {
                    path: 'integrations/developers',
                    ...titled(titles.integrationsDevelopers),
                    ...page(() => import('./routes/integrations-page'), 'IntegrationsDevelopersPart'),
                  },
                ],
              },
              {
                path: 'contact-support',
                ...titled(titles.contactSupport),
                ...page(() => import('../features/marketing/routes/contact-support-page'), 'ContactSupportPage'),
              },
            ],
          },
        ],
      },
      {
        element: <SuperAdminRoute />,
        children: [
          {
            ...page(() => import('./layouts/app-layout'), 'AppLayout'),
            children: [
              {
                path: 'super-admin/dashboard',
                ...titled(titles.superAdminDashboard),
                ...page(() => import('../features/admin/routes/admin-dashboard-page'), 'AdminDashboardPage'),
              },
              {
                path: 'super-admin/subscriptions',
                ...titled(titles.subscriptions),
                ...page(() => import('../features/admin/routes/subscriptions-page'), 'SubscriptionsPage'),
              },
              {
                path: 'super-admin/subscriptions/:id',
                ...titled(titles.subscription),
                ...page(() => import('../features/admin/routes/subscription-page'), 'SubscriptionPage'),
              },
              {
                path: 'super-admin/api-keys',
                ...titled(titles.apiKeys),
                ...page(() => import('../features/admin/routes/api-keys-page'), 'ApiKeysPage'),
              },
              {
                path: 'super-admin/plans',
                ...titled(titles.plans),
                ...page(() => import('../features/admin/routes/plans-page'), 'PlansPage'),
              },
              {
                path: 'super-admin/audit-log',
                ...titled(titles.auditLog),
                ...page(() => import('../features/admin/routes/audit-log-page'), 'AuditLogPage'),
              },
            ],
          },
        ],
      },
    ],
  },
];
