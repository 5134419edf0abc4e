import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../lib/toast.ts';
import { useLogout } from '../../features/auth/api/session.ts';

/** Logs out, says so, and goes home (SPEC.md §4). */
export function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const navigate = useNavigate();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        notify.success(t('nav.loggedOut'));
        navigate('/');
      },
      onError: (err) => console.warn('logout failed', err),
    });
}
