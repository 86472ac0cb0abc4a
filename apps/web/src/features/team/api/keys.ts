/** Every query key of the team feature: nothing else spells one. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
};

export const memberPath = (memberId: string) => `/team/members/${encodeURIComponent(memberId)}`;
