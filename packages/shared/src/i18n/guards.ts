export const SUPER_ADMIN_UNAUTHORIZED = 'Non autorizzato. Effettua il login come Super Admin.';

export const SUPER_ADMIN_DENIED = 'Accesso negato. Solo i Super Admin possono accedere qui.';
