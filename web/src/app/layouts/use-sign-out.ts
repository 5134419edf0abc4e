import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/toast.ts';
import { useLogout } from '../../features/auth/api/session.ts';

/** Logs out, says so, and goes home (docs/product.md). */
export function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  // Awaited, not `mutate`'s callbacks: the session's end lets a guarded screen (and this header with it) unmount on its
  // way to /login, and a callback of an unmounted observer never runs, so the way home was lost now and then.
  return async () => {
    try {
      await logout.mutateAsync();
    } catch (err) {
      console.warn('logout failed', err);
      return;
    }
    notify.success(t('nav.loggedOut'));
    navigate('/');
  };
}
