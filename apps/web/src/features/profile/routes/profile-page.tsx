import type { ReactNode } from 'react';
import { canDeleteOwnAccount } from '@app/shared/roles';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSkeleton } from '../../../components/ui/skeleton';
import { profileText } from '@app/shared/i18n/profile';
import { useProfile } from '../api/get-profile';
import { AvatarCard } from '../components/avatar-card';
import { EmailForm } from '../components/email-form';
import { NameForm } from '../components/name-form';
import { PasswordForm } from '../components/password-form';
import { IdentitiesCard } from '../components/identities-card';
import { AddressForm } from '../components/address-form';
import { DeleteAccountCard } from '../components/delete-account-card';
import { BecomeOwnerCard } from '../components/become-owner-card';
import { DataExportCard } from '../components/data-export-card';

/** `security`: the cards of other features (two-factor sign-in, sessions), composed by app/routes. */
export function ProfilePage({ security }: { security?: ReactNode }) {
  const profile = useProfile();
  if (profile.isLoading) return <PageSkeleton />;
  if (!profile.data)
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {profileText.loadError}
      </p>
    );
  const p = profile.data;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={profileText.title} description={profileText.description} />
      <div className="space-y-6">
        <AvatarCard avatarUrl={p.avatarUrl} />
        <NameForm key={`${p.firstName ?? ''}|${p.lastName ?? ''}`} firstName={p.firstName} lastName={p.lastName} />
        <EmailForm email={p.email} pendingEmail={p.pendingEmail} />
        <IdentitiesCard identities={p.identities} />
        <PasswordForm hasPassword={p.hasPassword} />
        {security}
        <AddressForm key={p.address ?? ''} address={p.address} />
        {p.role === 'owner' ? <DataExportCard /> : null}
        {p.canBecomeOwner ? <BecomeOwnerCard /> : null}
        {canDeleteOwnAccount(p.role) ? <DeleteAccountCard isOwner={p.role === 'owner'} hasPassword={p.hasPassword} /> : null}
      </div>
    </div>
  );
}
