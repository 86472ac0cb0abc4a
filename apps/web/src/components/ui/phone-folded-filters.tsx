import { useId, useState, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { commonText } from '@app/shared/i18n/common';
import { Button } from './button';
import { cn } from '../../lib/cn';

/**
 * A list's filters, folded behind 'Filtri' under 640 px so that the list starts on a phone's first screen (issue 34);
 * the button counts the filters set. From 640 px up the filters are always shown and the button is not.
 */
export function PhoneFoldedFilters({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button variant="outline" className="mb-4 w-full sm:hidden" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {commonText.filtersToggle(active)}
      </Button>
      <div id={id} className={cn(open ? 'block' : 'hidden', 'sm:block')}>
        {children}
      </div>
    </>
  );
}
