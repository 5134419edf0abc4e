import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OutboxMail, OutboxState } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

export const OUTBOX_LIST_SIZE = 20;

/** One page of the queued or failed mails; read again every 15 s while open, since the queue moves on its own. */
export function useOutbox(state: OutboxState, page: number) {
  return useQuery({
    ...pageQuery<OutboxMail>(['admin', 'outbox', state, page], '/admin/outbox', {
      state,
      page,
      limit: OUTBOX_LIST_SIZE,
    }),
    refetchInterval: 15_000,
  });
}

/** Puts a failed mail back in the queue; both lists change. */
export function useRetryMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ ok: boolean }>(`/admin/outbox/${id}/retry`),
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
  });
}
