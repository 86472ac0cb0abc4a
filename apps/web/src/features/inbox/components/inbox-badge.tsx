import { useInboxCount } from '../api/get-inbox-count';
import { useLiveInbox } from '../use-live-inbox';
import { inboxText } from '@app/shared/i18n/inbox';

/** The sidebar's count of new requests the member sees, kept live. */
export function InboxBadge() {
  useLiveInbox();
  const count = useInboxCount();
  const n = count.data ?? 0;
  if (!n) return null;
  return (
    <span className="ml-auto rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="inbox-count">
      <span aria-hidden="true">{n}</span>
      <span className="sr-only">{inboxText.page.newBadge(n)}</span>
    </span>
  );
}
