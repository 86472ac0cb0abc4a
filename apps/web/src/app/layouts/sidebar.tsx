import { NavLink } from 'react-router';
import {
  LayoutDashboard,
  Bot,
  Users,
  Activity,
  Plug,
  CreditCard,
  LifeBuoy,
  Shield,
  Layers,
  KeyRound,
  ScrollText,
  MessageSquare,
  Inbox,
  Contact,
  CalendarDays,
  type LucideIcon,
} from 'lucide-react';
import { roleLabel, sidebarItemsFor, type NavItem } from '@app/shared/roles';
import { initials } from '@app/shared/display-name';
import type { SessionInfo } from '@app/shared/api/auth';
import { commonText } from '@app/shared/i18n/common';
import { cn } from '../../lib/cn';
import { InboxBadge } from '../../features/inbox/components/inbox-badge';

const icons: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/agent/chat': MessageSquare,
  '/inbox': Inbox,
  '/bookings': CalendarDays,
  '/agents': Bot,
  '/users': Users,
  '/analytics': Activity,
  '/contacts': Contact,
  '/integrations': Plug,
  '/billing': CreditCard,
  '/contact-support': LifeBuoy,
  '/super-admin/dashboard': Shield,
  '/super-admin/subscriptions': CreditCard,
  '/super-admin/plans': Layers,
  '/super-admin/api-keys': KeyRound,
  '/super-admin/audit-log': ScrollText,
};

function Item({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const Icon = icons[item.to] ?? LayoutDashboard;
  return (
    <NavLink
      to={item.to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
        )
      }
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {item.label}
      {item.to === '/inbox' ? <InboxBadge /> : null}
    </NavLink>
  );
}

/** The role's menu (spec §2): avatar, name and role label linking to /profile, items, Supporto at the bottom. */
export function SidebarContent({ session, onNavigate }: { session: SessionInfo; onNavigate?: () => void }) {
  const role = session.user.role;
  const items = sidebarItemsFor(role);
  const t = commonText.nav;
  return (
    <div className="flex h-full flex-col">
      <NavLink to="/profile" onClick={onNavigate} className="flex items-center gap-3 rounded-lg p-2 hover:bg-slate-100">
        {session.user.avatarUrl ? (
          <img src={session.user.avatarUrl} alt="" className="h-10 w-10 rounded-full object-cover" />
        ) : (
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white"
            aria-hidden="true"
          >
            {initials(session.user.displayName)}
          </span>
        )}
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold text-slate-900">{session.user.displayName}</span>
          <span className="block text-xs text-slate-600">{roleLabel(role)}</span>
        </span>
      </NavLink>
      {role === 'super_admin' ? (
        <div className="mt-6">
          <p className="px-3 text-xs font-bold uppercase tracking-wide text-slate-900">{t.superAdminHeading}</p>
          <p className="mt-3 px-3 text-xs font-semibold uppercase tracking-wide text-slate-600">{t.management}</p>
          <div className="mt-1 flex flex-col gap-1">
            {items.map((item) => (
              <Item key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </div>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-col gap-1">
            {items
              .filter((i) => !i.bottom)
              .map((item) => (
                <Item key={item.to} item={item} onNavigate={onNavigate} />
              ))}
          </div>
          <div className="mt-auto flex flex-col gap-1 border-t border-slate-200 pt-3">
            {items
              .filter((i) => i.bottom)
              .map((item) => (
                <Item key={item.to} item={item} onNavigate={onNavigate} />
              ))}
          </div>
        </>
      )}
      <p className="mt-4 px-3 text-xs text-slate-500">v{commonText.version}</p>
    </div>
  );
}
