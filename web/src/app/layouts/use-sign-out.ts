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
  // Home first, then the session's end: a guarded screen left before the session ends has no guard left to send the
  // person to /login instead (a class's browsers on a busy machine showed that race). Awaited, not `mutate`'s
  // callbacks: a callback of an unmounted observer never runs. The guard itself still leads home from the entry
  // logged out on, in case this navigation is the one lost.
  return async () => {
    // The entry the browser is on now: a navigation still in a React transition (a screen's code loading) has
    // already pushed its entry, which its guard will read, while this header still renders the previous one.
    const locationKey = (window.history.state as { key?: string } | null)?.key ?? location.key;
    navigate('/');
    try {
      await logout.mutateAsync({ locationKey });
    } catch (err) {
      console.warn('logout failed', err);
      return;
    }
    notify.success(t('nav.loggedOut'));
  };
}
