/** Every query key of the profile feature: nothing else spells one. */
export const profileKeys = {
  all: ['profile'] as const,
};

/** What every profile change answers. */
export type ProfileOk = { success: true; message: string };
