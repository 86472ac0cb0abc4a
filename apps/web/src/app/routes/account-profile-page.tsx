import { ProfilePage } from '../../features/profile/routes/profile-page';
import { TwoFactorCard } from '../../features/auth/components/two-factor-card';
import { SessionsCard } from '../../features/sessions/components/sessions-card';
import { HandoffPreferencesCard } from '../../features/inbox/components/handoff-preferences-card';
import { PushCard } from '../../features/push/components/push-card';

/** /profile: the profile feature's page with the sign-in security of the auth and sessions features (issue 17). */
export function AccountProfilePage() {
  return (
    <ProfilePage
      security={
        <>
          <TwoFactorCard />
          <SessionsCard />
          <HandoffPreferencesCard />
          <PushCard />
        </>
      }
    />
  );
}
