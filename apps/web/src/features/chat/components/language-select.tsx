import { Languages } from 'lucide-react';
import { VISITOR_COPY } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';

/**
 * The visitor's language selector (issue 48): a labelled native select (keyboard and screen readers for free), each
 * language named in itself. Hidden when the agent offers one language only.
 */
export function LanguageSelect({
  language,
  languages,
  onChange,
}: {
  language: VisitorLanguage;
  languages: readonly VisitorLanguage[];
  onChange: (language: VisitorLanguage) => void;
}) {
  if (languages.length < 2) return null;
  const label = VISITOR_COPY[language].language.selectorLabel;
  return (
    <label className="flex shrink-0 items-center gap-1 text-xs">
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span className="sr-only">{label}</span>
      <select
        aria-label={label}
        value={language}
        onChange={(event) => onChange(event.target.value as VisitorLanguage)}
        className="rounded border border-current/40 bg-white px-1 py-0.5 text-sm text-slate-900"
        data-testid="visitor-language"
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {VISITOR_COPY[code].language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
