import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ContactMessageRow, MessageFilter, MessageReplyInput, Page } from '@beceri/domain';
import { api } from '../../../lib/api.ts';
import { pageQuery } from '../../../lib/paged-query.ts';

export const MESSAGES_PAGE_SIZE = 10;
const MESSAGES_KEY = ['admin', 'messages'] as const;
const DASHBOARD_KEY = ['admin', 'dashboard'] as const;

/** The contact form's messages for the admin, newest first: every one, or the unread ones (decision 057). */
export function useContactMessages(filter: MessageFilter, page: number) {
  return useQuery(
    pageQuery<ContactMessageRow>([...MESSAGES_KEY, filter, page], '/admin/messages', {
      filter,
      page,
      limit: MESSAGES_PAGE_SIZE,
    }),
  );
}

/**
 * The row as the server now has it, put in place in every page read so far: an opened message stays where it is on
 * the unread list until the list is read again, rather than vanishing under the reader's eyes.
 */
function putInPlace(qc: QueryClient, row: ContactMessageRow) {
  qc.setQueriesData<Page<ContactMessageRow>>({ queryKey: MESSAGES_KEY }, (page) =>
    page ? { ...page, items: page.items.map((m) => (m.id === row.id ? row : m)) } : page,
  );
  void qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
}

/** Opened (read) or marked unread again. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api.put<ContactMessageRow>(`/admin/messages/${id}/read`, { read }),
    onSuccess: (row) => putInPlace(qc, row),
  });
}

/** The answer, queued as a mail to the sender; the message, answered (and so read), stays in place. */
export function useReplyToMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: MessageReplyInput & { id: string }) =>
      api.post<{ ok: true }>(`/admin/messages/${id}/reply`, input),
    onSuccess: (_ok, { id }) => {
      const now = new Date().toISOString();
      const row = qc
        .getQueriesData<Page<ContactMessageRow>>({ queryKey: MESSAGES_KEY })
        .flatMap(([, page]) => page?.items ?? [])
        .find((m) => m.id === id);
      if (row) putInPlace(qc, { ...row, repliedAt: now, readAt: row.readAt ?? now });
      else void qc.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}

export function useDeleteMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/admin/messages/${id}`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: MESSAGES_KEY }),
        qc.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}
