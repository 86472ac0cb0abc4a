import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { toast } from '../../../lib/notify';
import { UserRound } from 'lucide-react';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@app/shared/api/profile';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { buttonClasses } from '../../../components/ui/button';
import { profileText } from '@app/shared/i18n/profile';
import { errorMessage } from '../../../lib/api-client';
import { useUploadAvatar } from '../api/upload-avatar';

/** Shows the chosen image at once, then keeps it on the server so the sidebar shows it after a reload. */
export function AvatarCard({ avatarUrl }: { avatarUrl: string | null }) {
  const t = profileText.avatar;
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return void toast.error(t.notImage);
    if (file.size > AVATAR_MAX_BYTES) return void toast.error(t.tooLarge);
    setPreview(URL.createObjectURL(file));
    setUploading(true);
    try {
      const result = await upload.mutateAsync(file);
      toast.success(result.message);
    } catch (err) {
      setPreview(null);
      toast.error(t.error(errorMessage(err)));
    } finally {
      setUploading(false);
    }
  };

  const shown = preview ?? avatarUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        {shown ? (
          <img src={shown} alt={t.alt} className="h-20 w-20 rounded-full object-cover ring-1 ring-slate-200" data-testid="avatar-image" />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <UserRound className="h-10 w-10" aria-hidden="true" />
          </span>
        )}
        <div className="space-y-2">
          <label className={buttonClasses('outline', 'md', uploading ? 'pointer-events-none opacity-60' : 'cursor-pointer')}>
            {uploading ? t.uploading : t.change}
            <input ref={input} type="file" accept={AVATAR_ACCEPT} className="sr-only" onChange={onChange} disabled={uploading} />
          </label>
          <p className="text-xs text-slate-600">{t.hint}</p>
        </div>
      </CardContent>
    </Card>
  );
}
