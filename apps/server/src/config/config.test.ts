import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('refuses a CRAWLER_CA_FILE that does not exist, naming the variable in Italian, before anything starts', () => {
    expect(() => loadConfig({ CRAWLER_CA_FILE: '/percorso/inesistente/ca.pem' })).toThrow(
      'Configurazione non valida:\n  CRAWLER_CA_FILE: file non trovato',
    );
  });
});
