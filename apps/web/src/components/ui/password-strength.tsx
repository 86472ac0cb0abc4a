import { passwordStrength } from '@app/shared/password';
import { authText } from '@app/shared/i18n/auth';

const colours = ['bg-slate-200', 'bg-red-600', 'bg-orange-500', 'bg-yellow-500', 'bg-green-600'];

export function PasswordStrength({ password }: { password: string }) {
  const { level, label } = passwordStrength(password);
  return (
    <div className="space-y-1">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <span key={i} className={`h-1.5 flex-1 rounded ${i <= level ? colours[level] : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="text-xs text-slate-700">
        {authText.update.strength}: {label}
      </p>
    </div>
  );
}
