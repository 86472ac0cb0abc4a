/** The loader script's words (issue 14): few, because the loader is tiny and runs on the customer's site. */
export const widgetLoaderText = {
  open: (name: string) => `Apri la chat con ${name}`,
  close: 'Chiudi la chat',
  frameTitle: (name: string) => `Chat con ${name}`,
  unavailable: "L'assistente non è disponibile al momento.",
  fallbackName: "l'assistente",
};
