/** Same form as the session's avatarUrl; the version changes with the profile so browsers fetch the new image. */
export const avatarUrlFor = (userId: string, updatedAt: Date) => `/api/profile/avatar/${userId}?v=${updatedAt.getTime()}`;
