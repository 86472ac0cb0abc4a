import { CheckCircle2, Circle } from 'lucide-react';
import type { IdentityProvider } from '@app/shared/api/google-sign-in';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { googleText } from '@app/shared/i18n/google';

/** The user's identities (spec §3: 'email' and 'google'): how they can sign in. */
export function IdentitiesCard({ identities }: { identities: IdentityProvider[] }) {
  const t = googleText.identities;
  const rows: { provider: IdentityProvider; label: string; missing: string }[] = [
    { provider: 'email', label: t.email, missing: t.noPassword },
    { provider: 'google', label: t.google, missing: t.notLinked },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100" aria-label={t.title}>
          {rows.map(({ provider, label, missing }) => {
            const linked = identities.includes(provider);
            return (
              <li key={provider} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="font-medium text-slate-900">{label}</span>
                <span className={linked ? 'flex items-center gap-1.5 text-green-800' : 'flex items-center gap-1.5 text-slate-600'}>
                  {linked ? <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> : <Circle className="h-4 w-4" aria-hidden="true" />}
                  {linked ? t.linked : missing}
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
