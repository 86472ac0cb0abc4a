import { Link, NavLink } from 'react-router';
import { Bot } from 'lucide-react';
import { commonText } from '@app/shared/i18n/common';
import { useSession } from '../../lib/session';
import { useSignOut } from '../../features/auth/use-sign-out';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NavDrawer } from './nav-drawer';

interface Item {
  to: string;
  label: string;
}

/** The fixed top bar of the public pages (spec §2): Home, Prezzi, then signed-in or signed-out links. */
export function TopNav() {
  const { session } = useSession();
  const logout = useSignOut();
  const t = commonText.nav;
  const items: Item[] = [
    { to: '/', label: t.home },
    { to: '/pricing', label: t.pricing },
  ];
  if (session) items.push({ to: '/dashboard', label: t.dashboard }, { to: '/profile', label: t.profile });
  else items.push({ to: '/auth/login', label: t.login }, { to: '/auth/register', label: t.register });

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn('rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100');

  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-slate-900">
          <Bot className="h-6 w-6 text-brand-600" aria-hidden="true" />
          {commonText.appName}
        </Link>
        <nav className="hidden items-center gap-1 md:flex" aria-label={t.mainNav}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          ))}
          {session ? (
            <Button variant="outline" size="sm" className="ml-2" onClick={logout}>
              {t.logout}
            </Button>
          ) : null}
        </nav>
        <NavDrawer>
          {(close) => (
            <>
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end onClick={close} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
              {session ? (
                <button
                  type="button"
                  className={buttonClasses('outline', 'md', 'mt-4')}
                  onClick={() => {
                    close();
                    void logout();
                  }}
                >
                  {t.logout}
                </button>
              ) : null}
            </>
          )}
        </NavDrawer>
      </div>
    </header>
  );
}
