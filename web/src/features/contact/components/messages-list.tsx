import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { MESSAGES_PAGE_SIZE, useContactMessages } from '../api/messages.ts';
import { useTranslation } from 'react-i18next';

/** Placeholder message cards while the first page loads. */
function MessagesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-4" data-testid="messages-skeleton">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ))}
    </div>
  );
}

/** Messages sent through the contact form, newest first; shown as text, never as HTML. */
export function MessagesList() {
  const { t } = useTranslation('contact', { keyPrefix: 'admin' });
  const [page, setPage] = useState(1);
  const messages = useContactMessages(page);
  if (messages.isPending) return <MessagesSkeleton />;
  if (messages.isError)
    return (
      <p role="alert" className="text-red-700">
        {t('loadFailed')}
      </p>
    );
  const { items, total } = messages.data;
  if (items.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {items.map((m) => (
          <li key={m.id}>
            <Card>
              <CardHeader>
                <CardTitle level={2} className="wrap-anywhere">
                  {m.name || t('noName')}
                </CardTitle>
                <p className="text-sm wrap-anywhere text-slate-700">
                  <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  {m.email && (
                    <>
                      {' · '}
                      <a className="underline underline-offset-4" href={`mailto:${m.email}`}>
                        {m.email}
                      </a>
                    </>
                  )}
                  {m.phone && ` · ${m.phone}`}
                </p>
              </CardHeader>
              <CardContent>
                <p className="whitespace-pre-wrap wrap-anywhere">{m.message}</p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {total > MESSAGES_PAGE_SIZE && (
        <Pagination page={page} pageCount={Math.ceil(total / MESSAGES_PAGE_SIZE)} onPage={setPage} />
      )}
    </div>
  );
}
