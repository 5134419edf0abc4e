import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../error-page.tsx';
import { RouteSkeleton } from '../../components/ui/skeleton.tsx';
import { CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <Header />
      {/* At least one screen tall (less the 4rem header): while a lazy screen loads, the footer waits below the
          fold instead of jumping down when the screen arrives (no layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        <ErrorBoundary resetKey={pathname} retry>
          <Suspense fallback={<RouteSkeleton />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <CookieConsent />
    </div>
  );
}
