import { useState, type FormEvent } from 'react';
import { CHANNELS } from '@app/shared/channels';
import { RATING_FILTERS } from '@app/shared/api/conversations';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import type { ConversationFilters } from '../api/keys';
import { selectClass } from './select-class';

/** The review's filters besides the period: the page keeps them in its address. */
export const FILTER_KEYS = ['channel', 'rating', 'gap', 'q'] as const;

/** Channel, rating, knowledge gap and text, applied together with 'Applica'. */
export function ConversationFilterForm({
  value,
  onChange,
}: {
  value: ConversationFilters;
  onChange: (next: Partial<ConversationFilters>) => void;
}) {
  const t = analyticsText.conversations;
  const [draft, setDraft] = useState({ channel: value.channel ?? '', rating: value.rating ?? '', gap: value.gap ?? '', q: value.q ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({
      channel: draft.channel || undefined,
      rating: draft.rating || undefined,
      gap: draft.gap || undefined,
      q: draft.q.trim() || undefined,
    });
  };
  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  return (
    <form
      onSubmit={submit}
      aria-label={t.filters}
      className="mb-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t.channel}>
        <select className={selectClass} value={draft.channel} onChange={set('channel')}>
          <option value="">{t.anyChannel}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {analyticsText.daily.channels[channel]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t.rating}>
        <select className={selectClass} value={draft.rating} onChange={set('rating')}>
          <option value="">{t.anyRating}</option>
          {RATING_FILTERS.map((rating) => (
            <option key={rating} value={rating}>
              {t.ratings[rating]}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t.gap}>
        <select className={selectClass} value={draft.gap} onChange={set('gap')}>
          <option value="">{t.anyGap}</option>
          <option value="true">{t.gaps.true}</option>
          <option value="false">{t.gaps.false}</option>
        </select>
      </Field>
      <Field label={t.search} hint={t.searchHint}>
        <Input type="search" value={draft.q} maxLength={200} onChange={set('q')} />
      </Field>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" size="md">
          {t.apply}
        </Button>
        <Button
          variant="ghost"
          size="md"
          onClick={() => {
            setDraft({ channel: '', rating: '', gap: '', q: '' });
            onChange({ channel: undefined, rating: undefined, gap: undefined, q: undefined });
          }}
        >
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
