import { lazy, Suspense, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { storedSessionUser, useSession } from '../../features/auth/api/session.ts';
import { Logo } from './logo.tsx';
import { navLinksFor } from './nav-links.ts';
import { useSignOut } from './use-sign-out.ts';

// The phone menu's dialog code loads only when someone opens it.
const Sheet = lazy(() => import('../../components/ui/sheet.tsx').then((m) => ({ default: m.Sheet })));

export function Header() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  // Until the server answers, the stored role shapes the header (docs/product.md's sessionUser).
  const role = isLoading ? storedSessionUser()?.role : user?.role;
  const links = navLinksFor(role);
  const [open, setOpen] = useState(false);
  const signOut = useSignOut();

  const account = user ? (
    <div className="flex items-center gap-2">
      {user.role === 'admin' && (
        <Button asChild variant="secondary" size="sm">
          <Link to="/admin">
            <LayoutDashboard aria-hidden="true" />
            {/* On a phone the icon alone keeps the bar within 360 px; the name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">{t('nav.admin')}</span>
          </Link>
        </Button>
      )}
      <Button variant="accent" size="sm" onClick={signOut}>
        <LogOut aria-hidden="true" /> {t('nav.logout')}
      </Button>
    </div>
  ) : (
    <Button asChild variant="accent" size="sm">
      <Link to="/login">{t('nav.login')}</Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 bg-brand-800 text-white shadow-md">
      <div className="mx-auto flex h-16 w-full max-w-[1440px] items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-10">
        <Button
          variant="onBrand"
          size="icon"
          className="lg:hidden"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Menu className="size-6!" />
        </Button>
        <Link to="/" className="shrink-0 rounded text-white" aria-label={t('brandHome')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="ml-2 hidden flex-1 lg:block">
          <ul className="flex flex-wrap items-center gap-1">
            {links.map((l) => (
              <li key={l.to}>
                <RouterNavLink
                  to={l.to}
                  end={l.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-[15px] font-medium hover:bg-brand-700',
                      isActive && 'bg-brand-900 underline underline-offset-4',
                    )
                  }
                >
                  {t(l.label)}
                </RouterNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {/* On a phone the switch lives in the menu sheet, so the bar fits 360 px whatever the language. */}
          <LanguageSwitch className="hidden text-white hover:bg-brand-700 sm:inline-flex" />
          {account}
        </div>
      </div>
      {open && (
        <Suspense>
          <Sheet open={open} onOpenChange={setOpen} title={t('brand')} closeLabel={t('nav.closeMenu')}>
            <nav aria-label={t('nav.mobile')}>
              <ul className="flex flex-col gap-1">
                {links.map((l) => (
                  <li key={l.to}>
                    <RouterNavLink
                      to={l.to}
                      end={l.to === '/'}
                      onClick={() => setOpen(false)}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-md px-3 py-3 text-base font-medium text-slate-900 hover:bg-slate-100',
                          isActive && 'bg-brand-50 text-brand-800',
                        )
                      }
                    >
                      {t(l.label)}
                    </RouterNavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <LanguageSwitch
              className="mt-2 self-start px-3 py-3 text-base text-brand-800 hover:bg-slate-100"
              onSwitch={() => setOpen(false)}
            />
          </Sheet>
        </Suspense>
      )}
    </header>
  );
}
