/** A hand-off request: new until someone takes it, open while a person holds it, resolved when closed. */
export const HANDOFF_STATUSES = ['new', 'open', 'resolved'] as const;
export type HandoffStatus = (typeof HANDOFF_STATUSES)[number];
