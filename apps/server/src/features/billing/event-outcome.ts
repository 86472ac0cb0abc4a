/** What one provider event did: applied, already seen (same id), or of no concern to us. */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored';
