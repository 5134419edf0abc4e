import { Suspense } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  BarChart3,
  CalendarDays,
  CalendarRange,
  BookOpen,
  Briefcase,
  Building2,
  ChevronRight,
  Home,
  Info,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  ScrollText,
  Send,
  ShieldCheck,
  UserCircle,
  Users,
  GraduationCap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { Logo } from './logo.tsx';
import { useSignOut } from './use-sign-out.ts';
import { ErrorBoundary } from '../error-page.tsx';
import { ACCOUNT_SECURITY_PATH } from '../../lib/session.ts';

type AdminKey =
  `admin.${'home' | 'courses' | 'jobs' | 'logs' | 'news' | 'about' | 'users' | 'messages' | 'indicators' | 'cohorts' | 'placements' | 'companies' | 'outbox' | 'timetable' | 'dashboard' | 'addCourse' | 'editCourse' | 'addJob' | 'editJob'}`;

/*
 * The admin's places. There is no settings page: the about page is edited from 'Hakkımızda' (its own 'Düzenle'),
 * so the old 'Ayarlar' gear, which opened that editor under a misleading name, is gone.
 */
const sidebar: { to: string; label: AdminKey; icon: typeof Home }[] = [
  // The admin's landing page (decision 057).
  { to: '/admin', label: 'admin.dashboard', icon: LayoutDashboard },
  { to: '/', label: 'admin.home', icon: Home },
  { to: '/admin/courses', label: 'admin.courses', icon: BookOpen },
  { to: '/admin/jobs', label: 'admin.jobs', icon: Briefcase },
  { to: '/admin/logs', label: 'admin.logs', icon: ScrollText },
  { to: '/haberler', label: 'admin.news', icon: Newspaper },
  { to: '/aboutus', label: 'admin.about', icon: Info },
  { to: '/admin/users', label: 'admin.users', icon: Users },
  { to: '/admin/messages', label: 'admin.messages', icon: Mail },
  // Programme indicators.
  { to: '/admin/indicators', label: 'admin.indicators', icon: BarChart3 },
  // Cohorts (decision 053).
  { to: '/admin/cohorts', label: 'admin.cohorts', icon: CalendarRange },
  // Internship placements (decision 065).
  { to: '/admin/placements', label: 'admin.placements', icon: GraduationCap },
  { to: '/admin/companies', label: 'admin.companies', icon: Building2 }, // Company vetting
  { to: '/admin/outbox', label: 'admin.outbox', icon: Send },
  // Lab sessions week by week (decision 054).
  { to: '/timetable', label: 'admin.timetable', icon: CalendarDays },
];

const sections: Record<string, AdminKey> = {
  courses: 'admin.courses',
  jobs: 'admin.jobs',
  logs: 'admin.logs',
  users: 'admin.users',
  messages: 'admin.messages',
  indicators: 'admin.indicators',
  cohorts: 'admin.cohorts',
  placements: 'admin.placements',
  companies: 'admin.companies',
  outbox: 'admin.outbox',
};
const pages: Record<string, AdminKey> = {
  'add-course': 'admin.addCourse',
  'edit-course': 'admin.editCourse',
  'add-job': 'admin.addJob',
  'edit-job': 'admin.editJob',
};

/** 'Yönetim paneli' (/admin) > section > page, from the path (labels are keys of `common`). */
export function crumbsFor(pathname: string): { label: AdminKey; to?: string }[] {
  const [, , section, page] = pathname.split('/');
  const crumbs: { label: AdminKey; to?: string }[] = [{ label: 'admin.dashboard', to: '/admin' }];
  if (section && sections[section]) crumbs.push({ label: sections[section], to: `/admin/${section}` });
  if (page && pages[page]) crumbs.push({ label: pages[page] });
  return crumbs;
}

function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const crumbs = crumbsFor(pathname);
  return (
    <nav aria-label={t('admin.breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.label} className="flex items-center gap-1">
              {last || !c.to ? (
                <span aria-current={last ? 'page' : undefined} className={cn(last && 'font-semibold text-slate-900')}>
                  {t(c.label)}
                </span>
              ) : (
                <Link className="hover:underline" to={c.to}>
                  {t(c.label)}
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

const menuItem =
  'flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100';

export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh bg-slate-100">
      <aside className="hidden w-60 shrink-0 flex-col gap-2 bg-brand-900 p-4 text-white md:flex">
        <Link to="/" className="mb-4 rounded px-2 py-1" aria-label={t('brandHome')}>
          <Logo className="h-8 w-auto text-white" />
        </Link>
        <nav aria-label={t('admin.menu')} className="flex-1">
          <ul className="flex flex-col gap-1">
            {sidebar.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/' || to === '/admin'}
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-3 rounded-md px-3 py-2 text-[15px] hover:bg-brand-800',
                      isActive && 'bg-brand-700 font-semibold',
                    )
                  }
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          <DropdownMenu.Root>
            <DropdownMenu.Trigger
              className="rounded-md p-2 hover:bg-slate-100 md:hidden"
              aria-label={t('admin.openMenu')}
            >
              <Menu className="size-6" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content align="start" className="z-50 min-w-48 rounded-md border bg-white p-1 shadow-lg">
                {sidebar.map(({ to, label, icon: Icon }) => (
                  <DropdownMenu.Item key={to} asChild className={menuItem}>
                    <Link to={to}>
                      <Icon className="size-4" aria-hidden="true" /> {t(label)}
                    </Link>
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
          <Breadcrumbs />
          <div className="ml-auto">
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                className="flex items-center gap-2 rounded-full px-2 py-1 hover:bg-slate-100"
                aria-label={t('admin.accountMenu')}
              >
                <UserCircle className="size-8 text-brand-800" aria-hidden="true" />
                <span className="font-medium">{t('admin.account')}</span>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content align="end" className="z-50 min-w-40 rounded-md border bg-white p-1 shadow-lg">
                  <DropdownMenu.Label className="px-3 py-2 text-xs text-slate-600">
                    {t('admin.account')}
                  </DropdownMenu.Label>
                  <DropdownMenu.Item asChild className={menuItem}>
                    <Link to={ACCOUNT_SECURITY_PATH}>
                      <ShieldCheck className="size-4" aria-hidden="true" /> {t('admin.accountSecurity')}
                    </Link>
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={menuItem} onSelect={signOut}>
                    <LogOut className="size-4" aria-hidden="true" /> {t('nav.logout')}
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          </div>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-6">
          <ErrorBoundary resetKey={pathname} retry>
            <Suspense fallback={<TableSkeleton />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}
