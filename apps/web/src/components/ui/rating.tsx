import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * A rating shown with the app's icons and a text label (issue 34): emoji showed as empty boxes where the system has no
 * emoji font, and said nothing to a screen reader. The label is the text; the icon is decoration.
 */
export function Rating({ kind, label, className }: { kind: 'up' | 'down'; label: string; className?: string }) {
  const Icon = kind === 'up' ? ThumbsUp : ThumbsDown;
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
