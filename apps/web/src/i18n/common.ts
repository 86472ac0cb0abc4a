import { MESSAGES, PRODUCT_NAME } from '@app/shared/messages';

/** Copy shared by the layouts, navigation and generic screens. */
export const commonText = {
  appName: PRODUCT_NAME,
  version: '1.0.3',
  nav: {
    home: 'Home',
    pricing: 'Prezzi',
    dashboard: 'Dashboard',
    profile: 'Profilo',
    login: 'Accedi',
    register: 'Registrati',
    logout: 'Esci',
    drawerTitle: 'Navigazione',
    drawerDescription: 'Esplora la piattaforma',
    openMenu: 'Apri il menu di navigazione',
    mainNav: 'Navigazione principale',
    sidebar: "Menu dell'area riservata",
    superAdminHeading: 'Super Admin',
    management: 'Gestione',
  },
  notFound: {
    code: '404',
    title: 'Ops! Pagina non trovata',
    home: 'Torna alla Home',
  },
  unexpected: 'Unexpected Application Error!',
  unexpectedHint: 'Si è verificato un errore imprevisto. Ricarica la pagina o torna alla home.',
  accessDenied: MESSAGES.accessDenied,
  /** A link already used or expired (issue 34): the form that asks for a new one. */
  newLink: {
    email: 'Il tuo indirizzo email',
    hint: "L'indirizzo a cui avevi ricevuto il link.",
    send: 'Invia un nuovo link',
    sending: 'Invio in corso...',
  },
  /** An instructor without agents (issue 34): who assigns them, never 'Crea un agente', which instructors cannot do. */
  noAssignedAgents:
    "Non ti è ancora stato assegnato nessun agente. Gli agenti li assegna il proprietario dell'account, o chi ha creato l'agente, dalle sue impostazioni: chiedi a loro.",
} as const;
