import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { Root } from './routes/root';
import { AppErrorBoundary } from './routes/error-boundary';
import { NotFoundPage } from './routes/not-found';
import { PublicLayout } from './layouts/public-layout';
import { ProtectedRoute, PublicOnlyRoute, SuperAdminRoute } from './guards/guards';
import { LandingPage } from '../features/marketing/routes/landing-page';
import { InPreparation } from '../components/ui/in-preparation';
import { Spinner } from '../components/ui/spinner';

/**
 * Every page but the landing page is loaded on demand, so the first visit downloads only what it shows.
 * `page(() => import(...), 'ExportName')` keeps each route one line.
 */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

const soon = (title: string): RouteObject['element'] => <InPreparation title={title} />;

const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <AppErrorBoundary />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'pricing', ...page(() => import('../features/marketing/routes/pricing-page'), 'PricingPage') },
          { path: 'contact-us', ...page(() => import('../features/marketing/routes/contact-page'), 'ContactPage') },
          {
            element: <PublicOnlyRoute />,
            children: [
              { path: 'auth/register', ...page(() => import('../features/auth/routes/register-page'), 'RegisterPage') },
              { path: 'auth/login', ...page(() => import('../features/auth/routes/login-page'), 'LoginPage') },
              { path: 'auth/forgot-password', ...page(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage') },
            ],
          },
          { path: 'auth/update-password', ...page(() => import('../features/auth/routes/update-password-page'), 'UpdatePasswordPage') },
          { path: 'auth/verify-email', ...page(() => import('../features/auth/routes/verify-email-page'), 'VerifyEmailPage') },
          { path: 'auth/confirm-email', ...page(() => import('../features/profile/routes/confirm-email-page'), 'ConfirmEmailPage') },
          { path: 'auth/confirm-invite', ...page(() => import('../features/team/routes/confirm-invite-page'), 'ConfirmInvitePage') },
          {
            path: 'agent/delete/confirm',
            ...page(() => import('../features/agents/routes/confirm-agent-deletion-page'), 'ConfirmAgentDeletionPage'),
          },
          {
            path: 'super-admin/login',
            ...page(() => import('./routes/super-admin-login-page'), 'SuperAdminLoginPage'),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'agent/public-chat/:id', ...page(() => import('../features/chat/routes/public-chat-page'), 'PublicChatPage') },
      {
        element: <ProtectedRoute />,
        children: [
          {
            ...page(() => import('./layouts/app-layout'), 'AppLayout'),
            children: [
              { path: 'dashboard', ...page(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage') },
              { path: 'profile', ...page(() => import('../features/profile/routes/profile-page'), 'ProfilePage') },
              { path: 'agents', ...page(() => import('../features/agents/routes/agents-page'), 'AgentsPage') },
              { path: 'agent/create', ...page(() => import('../features/agents/routes/create-agent-page'), 'CreateAgentPage') },
              { path: 'agent/chat', ...page(() => import('../features/chat/routes/agent-picker-page'), 'AgentPickerPage') },
              { path: 'agent/:id/chat', ...page(() => import('../features/chat/routes/agent-chat-page'), 'AgentChatPage') },
              { path: 'agent/:id/settings', ...page(() => import('./routes/agent-settings-page'), 'AgentSettingsPage') },
              { path: 'agent/:id/analytics', element: soon('Analisi Agente') },
              { path: 'analytics', element: soon('Attività') },
              { path: 'billing', element: soon('Account e Fatturazione') },
              { path: 'users', ...page(() => import('../features/team/routes/users-page'), 'UsersPage') },
              { path: 'integrations', element: soon('Integrazioni') },
              { path: 'contact-support', ...page(() => import('../features/marketing/routes/contact-support-page'), 'ContactSupportPage') },
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
              { path: 'super-admin/dashboard', element: soon('Dashboard Super Admin') },
              { path: 'super-admin/subscriptions', element: soon('Abbonamenti') },
              { path: 'super-admin/subscriptions/:id', element: soon('Dettaglio abbonamento') },
              { path: 'super-admin/api-keys', element: soon('Chiavi API') },
              { path: 'super-admin/plans', element: soon('Piani Abbonamento') },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
