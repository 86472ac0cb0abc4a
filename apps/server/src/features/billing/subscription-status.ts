/** A subscription that still gives its plan (or will again once paid): a new checkout would duplicate it. */
export const isLiveStatus = (status: string) => ['active', 'trialing', 'past_due', 'unpaid'].includes(status);
