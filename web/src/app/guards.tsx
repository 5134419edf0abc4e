import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@beceri/domain';
import { PageSkeleton } from '../components/ui/skeleton.tsx';
import { Page } from '../components/ui/page.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { signedOutOnPurpose } from '../lib/session.ts';

/** Lets a page render only for a logged-in person of one of the roles; others go to /login (home, once logged out). */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageSkeleton className="mx-auto w-full max-w-[1440px] px-4 sm:px-6 lg:px-10" />;
  if (!user && signedOutOnPurpose(location.key)) return <Navigate to="/" replace />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(user.role)) {
    return (
      <Page title={t('forbidden.title')}>
        <p className="text-slate-700">{t('forbidden.text')}</p>
      </Page>
    );
  }
  return children;
}
