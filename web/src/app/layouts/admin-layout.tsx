import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BookOpen, Briefcase, ChevronRight, Home, Info, LogOut, Mail, Menu, Newspaper, ScrollText, Settings, UserCircle, Users,
} from 'lucide-react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { Logo } from './logo.tsx';
import { useSignOut } from './use-sign-out.ts';

const sidebar = [
  { to: '/', label: 'Ana Sayfa', icon: Home },
  { to: '/admin/courses', label: 'Kurslar', icon: BookOpen },
  { to: '/admin/jobs', label: 'Meslekler', icon: Briefcase },
  { to: '/admin/logs', label: 'Kayıtlar', icon: ScrollText },
  { to: '/haberler', label: 'Haberler', icon: Newspaper },
  { to: '/aboutus', label: 'Hakkımızda', icon: Info },
  { to: '/admin/users', label: 'Kullanıcılar', icon: Users },
  { to: '/admin/messages', label: 'Mesajlar', icon: Mail },
];

const sections: Record<string, string> = {
  courses: 'Kurslar', jobs: 'Meslekler', logs: 'Kayıtlar', users: 'Kullanıcılar', messages: 'Mesajlar',
};
const pages: Record<string, string> = {
  'add-course': 'Kurs Ekle', 'edit-course': 'Kurs Düzenle', 'add-job': 'İş Ekle', 'edit-job': 'İş Düzenle',
};

/** Dashboard > section > page, from the path. */
export function crumbsFor(pathname: string): { label: string; to?: string }[] {
  const [, , section, page] = pathname.split('/');
  const crumbs: { label: string; to?: string }[] = [{ label: 'Dashboard', to: '/admin/courses' }];
  if (section && sections[section]) crumbs.push({ label: sections[section], to: `/admin/${section}` });
  if (page && pages[page]) crumbs.push({ label: pages[page] });
  return crumbs;
}

function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  return (
    <nav aria-label="Konum">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.label} className="flex items-center gap-1">
              {last || !c.to ? (
                <span aria-current={last ? 'page' : undefined} className={cn(last && 'font-semibold text-slate-900')}>
                  {c.label}
                </span>
              ) : (
                <Link className="hover:underline" to={c.to}>
                  {c.label}
                </Link>
              )}
              {!last && <ChevronRight className="size-4" aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const menuItem = 'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

export function AdminLayout() {
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh bg-slate-100">
      <aside className="hidden w-60 shrink-0 flex-col gap-2 bg-brand-900 p-4 text-white md:flex">
        <Link to="/" className="mb-4 rounded px-2 py-1" aria-label="Beceri ana sayfa">
          <Logo className="h-8 w-auto text-white" />
        </Link>
        <nav aria-label="Yönetim menüsü" className="flex-1">
          <ul className="flex flex-col gap-1">
            {sidebar.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={({ isActive }) =>
                    cn('flex items-center gap-3 rounded-md px-3 py-2 text-[15px] hover:bg-brand-800', isActive && 'bg-brand-700 font-semibold')
                  }
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/aboutus/update-about-us" className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-brand-800">
          <Settings className="size-5" aria-hidden="true" />
          <span>Ayarlar</span>
        </Link>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="rounded-md p-2 hover:bg-slate-100 md:hidden" aria-label="Yönetim menüsünü aç">
              <Menu className="size-6" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="start" className="z-50 min-w-48 rounded-md border bg-white p-1 shadow-lg">
                {sidebar.map(({ to, label, icon: Icon }) => (
                  <DropdownMenu.Item key={to} asChild className={menuItem}>
                    <Link to={to}>
                      <Icon className="size-4" aria-hidden="true" /> {label}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <Breadcrumbs />
          <div className="ml-auto">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger className="flex items-center gap-2 rounded-full px-2 py-1 hover:bg-slate-100" aria-label="Admin hesap menüsü">
                <UserCircle className="size-8 text-brand-800" aria-hidden="true" />
                <span className="font-medium">Admin</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" className="z-50 min-w-40 rounded-md border bg-white p-1 shadow-lg">
                  <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">Admin</DropdownMenu.Label>
                  <DropdownMenu.Item className={menuItem} onSelect={signOut}>
                    <LogOut className="size-4" aria-hidden="true" /> Çıkış Yap
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
