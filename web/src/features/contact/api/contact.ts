import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@beceri/domain';
import { api } from '../../../lib/api.ts';

export const useSendContactMessage = () =>
  useMutation({ mutationFn: (input: ContactInput) => api.post<{ ok: boolean; id: string }>('/mail/contact', input) });
