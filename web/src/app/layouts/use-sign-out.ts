import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../lib/toast.ts';
import { useLogout } from '../../features/auth/api/session.ts';

/** Logs out, says so, and goes home (docs/product.md). */
export function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  // Awaited, not `mutate`'s callbacks: the session's end lets a guarded screen (and this header with it) unmount, and a
  // callback of an unmounted observer never runs. The guard itself leads home from the entry logged out on, in case
  // this navigation is the one lost.
  return async () => {
    try {
      await logout.mutateAsync({ locationKey: location.key });
    } catch (err) {
      console.warn('logout failed', err);
      return;
    }
    notify.success(t('nav.loggedOut'));
    navigate('/');
  };
}
