import { useNavigate } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { MESSAGES } from '@app/shared/i18n/common';
import { Button } from './button';

/** 'Accesso Negato' screen (spec §8) with a way back. */
export function AccessDenied({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <ShieldAlert className="mx-auto h-10 w-10 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{MESSAGES.accessDenied}</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Button className="mt-6" variant="outline" onClick={() => navigate(-1)}>
        Torna indietro
      </Button>
    </div>
  );
}
