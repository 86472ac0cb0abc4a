import { Check, X } from 'lucide-react';
import { passwordChecklist } from '@app/shared/password';
import { authText } from '@app/shared/i18n/auth';

/** The live checklist of password rules (spec §2): green when met, red otherwise. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div>
      <p className="text-xs font-medium text-slate-700">{authText.register.checklistTitle}</p>
      <ul className="mt-1 grid gap-0.5 text-sm" aria-live="polite">
        {passwordChecklist(password).map((rule) => (
          <li key={rule.id} className={rule.met ? 'flex items-center gap-1.5 text-green-700' : 'flex items-center gap-1.5 text-red-700'}>
            {rule.met ? <Check className="h-4 w-4" aria-hidden="true" /> : <X className="h-4 w-4" aria-hidden="true" />}
            <span>{rule.label}</span>
            <span className="sr-only">{rule.met ? '(soddisfatto)' : '(non soddisfatto)'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
