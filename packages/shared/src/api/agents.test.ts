import { describe, expect, it } from 'vitest';
import { agentStatusDisplay } from './agents.js';

describe('agent status on the card (spec §2)', () => {
  it("shows 'Attivo' in green, any other value in red, and 'N/D' in red when missing", () => {
    expect(agentStatusDisplay('Attivo')).toEqual({ label: 'Attivo', active: true });
    expect(agentStatusDisplay('Disattivato')).toEqual({ label: 'Disattivato', active: false });
    expect(agentStatusDisplay('In pausa')).toEqual({ label: 'In pausa', active: false });
    for (const missing of [null, undefined, '', '  ']) expect(agentStatusDisplay(missing)).toEqual({ label: 'N/D', active: false });
  });
});
