import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { keepToastsAbove, toast } from '../../../lib/notify';
import { Paperclip, Send, X } from 'lucide-react';
import { CHAT_MESSAGES } from '@app/shared/i18n/chat';
import { MESSAGE_MAX_CHARS } from '@app/shared/limits';
import { Button } from '../../../components/ui/button';
import { chatText } from '@app/shared/i18n/chat';
import { useVisitorCopy } from '../visitor-copy';

interface ComposerProps {
  disabled: boolean;
  onSend: (text: string, file: File | null) => Promise<boolean>;
  showMemoryHint?: boolean;
  /** The agent's accent for the send button ('Aspetto', issue 34). */
  accent?: { background: string; text: string };
}

const isAccepted = (file: File) => /\.(pdf|txt)$/i.test(file.name);

/** Text and an optional PDF/TXT; a message needs one of the two (spec §5). Sending is off while the agent types. */
export function Composer({ disabled, onSend, showMemoryHint, accent }: ComposerProps) {
  const t = useVisitorCopy().copy.composer;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // A toast never covers the box or its send button (issue 34).
  useEffect(() => (form.current ? keepToastsAbove(form.current) : undefined), []);
  const canSend = !disabled && (text.trim().length > 0 || file !== null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) {
      if (!disabled) toast.error(CHAT_MESSAGES.empty);
      return;
    }
    // The box empties as the message leaves, not when its answer ends: what the person types meanwhile (the next
    // question, while the answer streams) is theirs and stays. A message refused before it was stored comes back,
    // unless something new has been typed since.
    const sending = { text: text.trim(), file };
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if (await onSend(sending.text, sending.file)) return;
    setText((typed) => (typed.trim() ? typed : sending.text));
    setFile((chosen) => chosen ?? sending.file);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form ref={form} onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      {file ? (
        <div className="mb-2 inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          <Paperclip className="h-4 w-4" aria-hidden="true" />
          {file.name}
          <button
            type="button"
            aria-label={t.removeAttachment(file.name)}
            onClick={() => {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
            className="rounded p-0.5 hover:bg-slate-200"
          >
            <X className="h-3 w-3" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor="chat-message">
          {t.label}
        </label>
        <textarea
          id="chat-message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder={t.placeholder}
          rows={2}
          className="block min-h-12 w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <input
          ref={fileInput}
          id="chat-attachment"
          type="file"
          accept=".pdf,.txt,application/pdf,text/plain"
          className="sr-only"
          aria-label={t.attach}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (chosen && !isAccepted(chosen)) {
              toast.error(CHAT_MESSAGES.attachmentType);
              e.target.value = '';
              return;
            }
            setFile(chosen);
          }}
        />
        <Button variant="outline" aria-label={t.attach} title={t.attach} onClick={() => fileInput.current?.click()} disabled={disabled}>
          <Paperclip className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          type="submit"
          disabled={!canSend}
          aria-label={t.send}
          style={accent ? { backgroundColor: accent.background, color: accent.text } : undefined}
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t.send}</span>
        </Button>
      </div>
      {/* Only with a mouse or trackpad, where a keyboard is at hand: a phone has no Maiusc+Invio. */}
      <p className="mt-1 hidden text-xs text-slate-600 pointer-fine:block" data-testid="composer-keys-hint">
        {t.keysHint}
      </p>
      {showMemoryHint ? <p className="mt-2 text-xs text-slate-600">{chatText.composer.memoryHint}</p> : null}
    </form>
  );
}
