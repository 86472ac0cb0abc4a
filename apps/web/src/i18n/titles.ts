import { commonText } from './common';

/** The `document.title` of every route (ADR 0018), shown as `Titolo · Agenti AI` in tabs, history and bookmarks. */
export const pageTitles = {
  landing: 'Crea agenti AI per la tua azienda',
  pricing: 'Prezzi',
  contact: 'Contattaci',
  register: 'Registrati',
  login: 'Accedi',
  forgotPassword: 'Password dimenticata',
  updatePassword: 'Aggiorna password',
  verifyEmail: 'Conferma email',
  unlockSignIn: "Sblocca l'accesso",
  confirmEmail: 'Conferma nuova email',
  confirmInvite: 'Conferma invito',
  confirmAgentDeletion: 'Conferma eliminazione agente',
  superAdminLogin: 'Accesso Super Admin',
  notFound: 'Pagina non trovata',
  publicChat: 'Chat',
  widgetChat: 'Chat del widget',
  dashboard: 'Dashboard',
  profile: 'Profilo',
  agents: 'I tuoi agenti',
  createAgent: 'Crea nuovo agente',
  agentPicker: 'Scegli un agente',
  agentChat: "Chat con l'agente",
  agentSettings: "Impostazioni dell'agente",
  agentAnalytics: 'Analisi Agente',
  analytics: 'Attività',
  billing: 'Account e Fatturazione',
  simulatedCheckout: 'Pagamento simulato',
  users: 'Utenti',
  integrations: 'Integrazioni',
  contactSupport: 'Supporto',
  superAdminDashboard: 'Dashboard Super Admin',
  subscriptions: 'Abbonamenti',
  subscription: 'Dettaglio abbonamento',
  apiKeys: 'Chiavi API',
  plans: 'Piani Abbonamento',
} as const;

/** 'Accedi' → 'Accedi · Agenti AI'; without a page title, the product's name alone. */
export const documentTitle = (pageTitle?: string) => (pageTitle ? `${pageTitle} · ${commonText.appName}` : commonText.appName);
