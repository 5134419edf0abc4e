import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Role } from '@beceri/domain';
import { Spinner } from '../components/ui/spinner.tsx';
import { Page } from '../components/ui/page.tsx';
import { useSession } from '../features/auth/api/session.ts';

/** Lets a page render only for a logged-in person of one of the roles; others go to /login. */
export function RequireRole({ roles, children }: { roles: Role[]; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (!roles.includes(user.role)) {
    return (
      <Page title="Erişim engellendi">
        <p className="text-slate-700">Bu sayfayı görüntüleme yetkiniz yok.</p>
      </Page>
    );
  }
  return children;
}
