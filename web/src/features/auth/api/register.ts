import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function useRegister() {
  return useMutation({ mutationFn: (form: FormData) => api.post<{ ok: boolean; id: string }>('/auth/register', form) });
}
