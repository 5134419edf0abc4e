import { useNavigate } from 'react-router';
import { toastLater } from '../../lib/toast.ts';
import { useLogout } from '../../features/auth/api/session.ts';

/** Logs out, says so, and goes home (SPEC.md §4). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toastLater.success('Başarıyla çıkış yapıldı');
        navigate('/');
      },
      onError: (err) => console.warn('logout failed', err),
    });
}
