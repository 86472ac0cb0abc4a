export const PLAN_EXPIRED_MESSAGE = "Il periodo di prova o l'abbonamento è scaduto. Scegli un piano per continuare.";
