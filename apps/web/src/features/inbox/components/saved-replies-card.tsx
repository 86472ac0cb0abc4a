import { useState } from 'react';
import type { SavedReply } from '@app/shared/api/saved-replies';
import { savedReplyBodySchema } from '@app/shared/api/saved-replies';
import { savedRepliesText } from '@app/shared/i18n/saved-replies';
import { toast } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { useSavedReplies } from '../api/get-saved-replies';
import { useSaveSavedReply } from '../api/save-saved-reply';
import { useDeleteSavedReply } from '../api/delete-saved-reply';

/**
 * The account's saved replies on 'Richieste' (issue 47): everyone sees them (and inserts them with '/' in a reply);
 * owner and admin add, edit and delete them (the server checks the same rule).
 */
export function SavedRepliesCard() {
  const t = savedRepliesText;
  const list = useSavedReplies();
  const save = useSaveSavedReply();
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [form, setForm] = useState({ title: '', text: '' });
  const [errors, setErrors] = useState<{ title?: string; text?: string; form?: string }>({});
  if (!list.data) return null;
  const { replies, canManage } = list.data;

  const edit = (reply: SavedReply | null) => {
    setEditing(reply);
    setForm(reply ? { title: reply.title, text: reply.text } : { title: '', text: '' });
    setErrors({});
  };
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = savedReplyBodySchema.safeParse(form);
    if (!parsed.success) {
      const fields = parsed.error.flatten().fieldErrors;
      setErrors({ title: fields.title?.[0], text: fields.text?.[0] });
      return;
    }
    try {
      await save.mutateAsync({ ...parsed.data, id: editing?.id });
      toast.success(t.saved);
      edit(null);
    } catch (err) {
      setErrors({ form: errorMessage(err) });
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>
          {t.description} {canManage ? null : t.manageHint}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {replies.length ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t.title}>
            {replies.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{r.title}</p>
                  <p className="whitespace-pre-wrap break-words text-slate-700">{r.text}</p>
                </div>
                {canManage ? (
                  <div className="flex shrink-0 gap-2">
                    <Button size="sm" variant="outline" aria-label={t.edit(r.title)} onClick={() => edit(r)}>
                      {t.editShort}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t.remove(r.title)}
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(r.id, { onSuccess: () => toast.success(t.removed), onError: (err) => toast.error(errorMessage(err)) })
                      }
                    >
                      {t.removeShort}
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t.empty}</p>
        )}
        {canManage ? (
          <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-md border border-slate-200 p-3">
            <h3 className="text-sm font-semibold text-slate-900">{editing ? t.edit(editing.title) : t.add}</h3>
            <Field label={t.titleLabel} error={errors.title} required>
              <Input value={form.title} maxLength={80} onChange={(e) => setForm({ ...form, title: e.target.value })} />
            </Field>
            <Field label={t.textLabel} error={errors.text} required>
              <Textarea rows={3} value={form.text} onChange={(e) => setForm({ ...form, text: e.target.value })} />
            </Field>
            {errors.form ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.form}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={save.isPending}>
                {save.isPending ? t.saving : t.save}
              </Button>
              {editing ? (
                <Button type="button" size="sm" variant="outline" onClick={() => edit(null)}>
                  {t.cancel}
                </Button>
              ) : null}
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
