import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { commonText } from '@app/shared/i18n/common';

export default function NavDrawerPanel({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = commonText.nav;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <RadixDialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">{t.drawerTitle}</RadixDialog.Title>
          <RadixDialog.Description className="text-sm text-slate-600">{t.drawerDescription}</RadixDialog.Description>
          <nav className="mt-6 flex flex-col gap-1" aria-label={t.drawerTitle}>
            {children}
          </nav>
          <RadixDialog.Close className="absolute right-4 top-4 rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Chiudi">
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
