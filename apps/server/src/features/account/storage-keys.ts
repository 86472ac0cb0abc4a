/**
 * Every file of an account lives under its id, so deleting the account removes one prefix.
 * Super admins belong to no account (D2): their avatar lives under the platform's prefix.
 */
export const avatarKey = (accountId: string | null, userId: string) => `${accountId ?? 'platform'}/avatars/${userId}`;
