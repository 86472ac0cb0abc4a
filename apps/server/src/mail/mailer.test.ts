import { describe, expect, it } from 'vitest';
import { plainLinkLines } from './mailer.js';

describe('development mailbox', () => {
  it('prints every link of an e-mail on a plain line a person can click, outside the escaped JSON log', () => {
    const lines = plainLinkLines({
      to: 'maria@esempio.it',
      subject: 'Conferma il tuo indirizzo email',
      text: 'Ciao,\nconferma qui: http://localhost:3000/auth/verify-email?token=abc.def-1\n\nOppure apri https://agenti.example/aiuto.',
    });
    expect(lines).toBe(
      'E-mail a maria@esempio.it («Conferma il tuo indirizzo email»): http://localhost:3000/auth/verify-email?token=abc.def-1\n' +
        'E-mail a maria@esempio.it («Conferma il tuo indirizzo email»): https://agenti.example/aiuto\n',
    );
  });

  it('prints nothing for an e-mail without links', () => {
    expect(plainLinkLines({ to: 'maria@esempio.it', subject: 'Benvenuta', text: 'Nessun link qui.' })).toBe('');
  });
});
