import { useId, useRef, useState, type KeyboardEvent, type TextareaHTMLAttributes } from 'react';
import type { SavedReply } from '@app/shared/api/saved-replies';
import { savedRepliesText } from '@app/shared/i18n/saved-replies';
import { Textarea } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSavedReplies } from '../api/get-saved-replies';

/** The '/…' being typed at the caret (at the start or after a space), or null. */
function slashQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([^\s/]*)$/.exec(before);
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null;
}

/**
 * The reply box of a request with the account's saved replies (issue 47): typing '/' opens the list under the box,
 * the arrows move through it, Enter (or a click) puts the reply in place of '/…', Escape closes it. The focus stays in
 * the box (the list is its aria-activedescendant); the 'Risposte salvate' button opens the same list for the mouse.
 */
export function ReplyWithSavedReplies({
  value,
  onChange,
  ...props
}: { value: string; onChange: (text: string) => void } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'>) {
  const t = savedRepliesText;
  const replies = useSavedReplies();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState<{ start: number; end: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const all = replies.data?.replies ?? [];
  const shown = open ? all.filter((r) => `${r.title} ${r.text}`.toLocaleLowerCase('it').includes(open.query.toLocaleLowerCase('it'))) : [];

  const look = (text: string, caret: number) => {
    const found = slashQuery(text, caret);
    setOpen(found ? { start: found.start, end: caret, query: found.query } : null);
    setActive(0);
  };
  const insert = (reply: SavedReply) => {
    const at = open ?? { start: box.current?.selectionStart ?? value.length, end: box.current?.selectionEnd ?? value.length };
    const next = value.slice(0, at.start) + reply.text + value.slice(at.end);
    onChange(next);
    setOpen(null);
    const caret = at.start + reply.text.length;
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(caret, caret);
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(null);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && shown.length) {
      e.preventDefault();
      setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
    } else if ((e.key === 'Enter' || e.key === 'Tab') && shown[active]) {
      e.preventDefault();
      insert(shown[active]);
    }
  };
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <div className="relative space-y-2">
      <Textarea
        ref={box}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          look(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        {...props}
      />
      {open ? (
        <div className="z-10 max-h-60 overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg">
          {shown.length ? (
            <ul id={listId} role="listbox" aria-label={t.picker}>
              {shown.map((r, i) => (
                <li
                  key={r.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  className={cn('cursor-pointer px-3 py-2 text-sm', i === active ? 'bg-brand-50 text-slate-900' : 'text-slate-800')}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    insert(r);
                  }}
                >
                  <span className="block font-medium">{r.title}</span>
                  <span className="block truncate text-xs text-slate-600">{r.text}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p id={listId} className="px-3 py-2 text-sm text-slate-600" role="status">
              {all.length ? t.pickerEmpty : t.pickerNone}
            </p>
          )}
        </div>
      ) : null}
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-expanded={Boolean(open)}
        onClick={() => {
          if (open) return setOpen(null);
          const caret = box.current?.selectionStart ?? value.length;
          setOpen({ start: caret, end: box.current?.selectionEnd ?? caret, query: '' });
          setActive(0);
          box.current?.focus();
        }}
      >
        {t.picker}
      </Button>
    </div>
  );
}
