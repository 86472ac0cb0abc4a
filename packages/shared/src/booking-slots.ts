// Zod-free, so the settings page lists the slot lengths without loading zod and the schemas (ADRs 0208, 0212).
/** The lengths a booking slot may have, in minutes: what the settings offer and the server accepts. */
export const SLOT_MINUTES = [5, 10, 15, 20, 30, 60] as const;
