import { useQuery } from '@tanstack/react-query';
import type { ContactMessageRow } from '@beceri/domain';
import { pageQuery } from '../../../lib/paged-query.ts';

export const MESSAGES_PAGE_SIZE = 10;

/** The messages of the contact form for the admin, newest first. */
export function useContactMessages(page: number) {
  return useQuery(
    pageQuery<ContactMessageRow>(['admin', 'messages', page], '/admin/messages', { page, limit: MESSAGES_PAGE_SIZE }),
  );
}
