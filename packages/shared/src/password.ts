import { PASSWORD_TOO_LONG, PASSWORD_COMPLEXITY_MESSAGE } from './i18n/password.js';
import { PASSWORD_MAX_LENGTH } from './limits.js';
import { z } from 'zod';

/** Password rules (spec §5, §9): the checklist labels and the registration messages. */
export interface PasswordRule {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'symbol';
  label: string;
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'Almeno 8 caratteri',
    message: 'La password deve contenere almeno 8 caratteri.',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'upper',
    label: 'Almeno una lettera maiuscola',
    message: 'La password deve contenere almeno una lettera maiuscola.',
    test: (p) => /\p{Lu}/u.test(p),
  },
  {
    id: 'lower',
    label: 'Almeno una lettera minuscola',
    message: 'La password deve contenere almeno una lettera minuscola.',
    test: (p) => /\p{Ll}/u.test(p),
  },
  { id: 'digit', label: 'Almeno un numero', message: 'La password deve contenere almeno un numero.', test: (p) => /\d/.test(p) },
  {
    id: 'symbol',
    label: 'Almeno un simbolo',
    message: 'La password deve contenere almeno un simbolo.',
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
  },
];

export function passwordChecklist(password: string): { id: PasswordRule['id']; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(password) }));
}

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password)) && password.length <= PASSWORD_MAX_LENGTH;
}

/** Registration password: one message per unmet rule, in checklist order. */
export const registrationPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  .superRefine((value, ctx) => {
    for (const rule of PASSWORD_RULES) {
      if (!rule.test(value)) ctx.addIssue({ code: 'custom', message: rule.message });
    }
  });

/** A strong password with a single message (update password, profile, team). */
export function strongPasswordSchema(message: string = PASSWORD_COMPLEXITY_MESSAGE) {
  return z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG).refine(isStrongPassword, { message });
}

export type StrengthLevel = 0 | 1 | 2 | 3 | 4;
/** 0..4 for the strength bar: one point per rule met beyond length, capped. */
export function passwordStrength(password: string): { level: StrengthLevel; label: string } {
  if (!password) return { level: 0, label: 'Nessuna' };
  const met = PASSWORD_RULES.filter((r) => r.test(password)).length;
  const bonus = password.length >= 12 ? 1 : 0;
  const level = Math.min(4, Math.max(1, met - 1 + bonus)) as StrengthLevel;
  const labels = ['Nessuna', 'Debole', 'Discreta', 'Buona', 'Forte'] as const;
  return { level, label: labels[level] };
}
