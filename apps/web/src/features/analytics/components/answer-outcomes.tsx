import { useId } from 'react';
import type { AnswerOutcome } from '@app/shared/answer-outcome';
import type { Analytics } from '@app/shared/api/analytics';
import { analyticsText } from '@app/shared/i18n/analytics';
import { ANSWER_OUTCOME_LABELS } from '@app/shared/i18n/answer-outcome';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** How the period's replies ended (issue 45): how many from the documents, a Q&A pair, not answered… */
// The labels' record has every outcome, in the order of ANSWER_OUTCOMES: read from it, the page asks for one script
// fewer before its heading (ADR 0212).
const OUTCOMES = Object.keys(ANSWER_OUTCOME_LABELS) as AnswerOutcome[];

export function AnswerOutcomes({ outcomes }: { outcomes: Analytics['outcomes'] }) {
  const t = analyticsText.outcomes;
  const titleId = useId();
  const total = OUTCOMES.reduce((sum, outcome) => sum + outcomes[outcome], 0);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full max-w-md text-sm">
          <caption className="sr-only">{t.caption}</caption>
          <tbody>
            {OUTCOMES.map((outcome) => (
              <tr key={outcome} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal text-slate-700">
                  {ANSWER_OUTCOME_LABELS[outcome]}
                </th>
                <td className="py-1.5 pr-3 text-right font-semibold text-slate-900">{outcomes[outcome]}</td>
                <td className="py-1.5 text-right text-slate-600">{t.share(outcomes[outcome], total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
