import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useLogout } from '../../features/auth/api/session.ts';

/** Logs out, says so, and goes home (SPEC.md §4). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  return () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success('Başarıyla çıkış yapıldı');
        navigate('/');
      },
      onError: (err) => console.warn('logout failed', err),
    });
}
