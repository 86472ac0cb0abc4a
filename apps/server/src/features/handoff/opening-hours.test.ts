import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '@app/shared/api/handoff';
import { italianWhen, romeInstant } from '../../base/rome-time.js';
import { openingState } from './opening-hours.js';
import { shouldOfferHandoff } from '../chat/handoff-offer.js';
import { NOTHING_FOUND } from '../../llm/offline-responder.js';

const office: OpeningHours = [
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '18:00' },
  { open: '09:00', close: '13:00' },
  null,
  null,
];

describe('opening hours (Europe/Rome)', () => {
  it('reads the Rome wall clock in winter and in summer time', () => {
    expect(romeInstant('2026-01-15', '09:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(romeInstant('2026-07-15', '09:00').toISOString()).toBe('2026-07-15T07:00:00.000Z');
  });

  it('is open within the day, and names the next opening otherwise, skipping weekends and holidays', () => {
    // Thursday 26 November 2026, 10:00 in Rome.
    expect(openingState(office, [], new Date('2026-11-26T09:00:00Z'))).toEqual({ open: true, nextOpening: null });
    // Friday 27 November at 14:00: closed after 13:00, next Monday 09:00.
    const friday = openingState(office, [], new Date('2026-11-27T13:00:00Z'));
    expect(friday).toEqual({ open: false, nextOpening: new Date('2026-11-30T08:00:00Z') });
    expect(italianWhen(friday.nextOpening!)).toBe('lunedì 30 novembre alle ore 09:00');
    // The same Friday with Monday a holiday: Tuesday.
    expect(openingState(office, ['2026-11-30'], new Date('2026-11-27T13:00:00Z')).nextOpening).toEqual(new Date('2026-12-01T08:00:00Z'));
    // Early morning: later the same day.
    expect(openingState(office, [], new Date('2026-11-26T06:00:00Z')).nextOpening).toEqual(new Date('2026-11-26T08:00:00Z'));
  });

  it('without hours is always open; with every day closed has no next opening', () => {
    expect(openingState(null, [])).toEqual({ open: true, nextOpening: null });
    expect(openingState([null, null, null, null, null, null, null], [])).toEqual({ open: false, nextOpening: null });
  });
});

describe('when the agent offers a person', () => {
  it('offers after no passage, a model that does not know, or a visitor who asks for one', () => {
    expect(shouldOfferHandoff('Vendete biciclette?', `Intestazione\n\n${NOTHING_FOUND}`)).toBe(true);
    expect(shouldOfferHandoff('Quanto costa?', 'Mi dispiace, non lo so con certezza.')).toBe(true);
    expect(shouldOfferHandoff('Voglio parlare con una persona', 'Certo.')).toBe(true);
    expect(shouldOfferHandoff('Quando apre il negozio?', 'Il negozio apre alle nove.')).toBe(false);
  });
});
