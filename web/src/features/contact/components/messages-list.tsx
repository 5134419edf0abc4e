import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { MESSAGE_FILTERS, messageReplyInputSchema, type ContactMessageRow, type MessageFilter } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import {
  MESSAGES_PAGE_SIZE,
  useContactMessages,
  useDeleteMessage,
  useMarkRead,
  useReplyToMessage,
} from '../api/messages.ts';

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

/** The answer's form, in the message's card: subject and text, sent through the mail queue. */
function ReplyForm({ message, onDone }: { message: ContactMessageRow; onDone: () => void }) {
  const { t } = useTranslation('inbox', { useSuspense: true });
  const reply = useReplyToMessage();
  const [subject, setSubject] = useState(t('subjectDefault'));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = messageReplyInputSchema.safeParse({ subject, text });
    if (!parsed.success) {
      setError(t('textRequired'));
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: message.id, ...parsed.data },
      {
        onSuccess: () => {
          notify.success(t('sent'));
          onDone();
        },
        onError: (err) => notify.error(err instanceof ApiError && err.status === 409 ? t('noEmail') : t('failed')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('replyTitle', { name: message.name || t('noName') })}
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-4"
    >
      <p className="text-sm wrap-anywhere text-slate-700">{t('replyTo', { email: message.email })}</p>
      <Field label={t('subject')}>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
      </Field>
      <Field label={t('text')} error={error} hint={t('replyHint')}>
        <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={6} autoFocus />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={reply.isPending}>
          {reply.isPending ? t('sending') : t('send')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One message. An unread one shows its first lines and 'Mesajı aç', which marks it read; a read one shows it whole.
 * The sender's text is shown as text, never as HTML.
 */
function MessageCard({ message }: { message: ContactMessageRow }) {
  const { t } = useTranslation('inbox', { useSuspense: true });
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const unread = message.readAt === null;
  const name = message.name || t('noName');
  const body = useRef<HTMLParagraphElement>(null);
  const failed = () => notify.error(t('failed'));
  return (
    <Card className={cn(unread && 'border-l-4 border-l-brand-700')}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle level={2} className="wrap-anywhere">
            {name}
          </CardTitle>
          {unread && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('unread')}
            </span>
          )}
        </div>
        <p className="text-sm wrap-anywhere text-slate-700">
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {message.email && (
            <>
              {' · '}
              <a className="underline underline-offset-4" href={`mailto:${message.email}`}>
                {message.email}
              </a>
            </>
          )}
          {message.phone && ` · ${message.phone}`}
        </p>
        {message.repliedAt && (
          <p className="text-sm text-emerald-800">{t('replied', { when: formatDateTime(message.repliedAt) })}</p>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* Opened, the whole text takes the focus the 'Mesajı aç' button had. */}
        <p
          ref={body}
          tabIndex={-1}
          className={cn('whitespace-pre-wrap wrap-anywhere outline-none', unread && 'line-clamp-3')}
        >
          {message.message}
        </p>
        {replying && <ReplyForm message={message} onDone={() => setReplying(false)} />}
        {!message.email && <p className="text-sm text-slate-700">{t('noEmail')}</p>}
      </CardContent>
      <CardFooter className="flex-wrap">
        {unread ? (
          <Button
            size="sm"
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(
                { id: message.id, read: true },
                { onSuccess: () => requestAnimationFrame(() => body.current?.focus()), onError: failed },
              )
            }
          >
            <MailOpen aria-hidden="true" />
            {t('open')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={markRead.isPending}
            onClick={() =>
              markRead.mutate(
                { id: message.id, read: false },
                { onSuccess: () => notify.success(t('markedUnread')), onError: failed },
              )
            }
          >
            <Mail aria-hidden="true" />
            {t('markUnread')}
          </Button>
        )}
        {message.email && !replying && (
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            <Reply aria-hidden="true" />
            {t('reply')}
          </Button>
        )}
        <Button
          size="sm"
          variant="destructive"
          className="sm:ml-auto"
          aria-label={`${name}: ${t('delete')}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
          {t('delete')}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('confirmDelete', { name })}
          description={t('deleteDescription')}
          confirmLabel={t('delete')}
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(message.id, {
              onSuccess: () => {
                setConfirming(false);
                notify.success(t('deleted'));
              },
              onError: failed,
            })
          }
        />
      </CardFooter>
    </Card>
  );
}

/** The contact inbox (decision 057): every message or the unread ones, newest first; `?filter=unread` opens the latter. */
export function MessagesList({ retentionMonths }: { retentionMonths: number }) {
  const { t } = useTranslation('inbox', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const filter: MessageFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const [page, setPage] = useState(1);
  const messages = useContactMessages(filter, page);
  const list = messages.isPending ? (
    <MessagesSkeleton />
  ) : messages.isError ? (
    <p role="alert" className="text-red-700">
      {t('loadFailed')}
    </p>
  ) : messages.data.items.length === 0 ? (
    <EmptyState>{t(`empty.${filter}`)}</EmptyState>
  ) : (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {messages.data.items.map((m) => (
          <li key={m.id}>
            <MessageCard message={m} />
          </li>
        ))}
      </ul>
      {messages.data.total > MESSAGES_PAGE_SIZE && (
        <Pagination page={page} pageCount={Math.ceil(messages.data.total / MESSAGES_PAGE_SIZE)} onPage={setPage} />
      )}
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-slate-700">{t('intro', { months: retentionMonths })}</p>
      <FilterSelect
        inline
        label={t('filter')}
        name="filter"
        value={filter}
        options={MESSAGE_FILTERS.map((f) => ({ value: f, label: t(`filters.${f}`) }))}
        onChange={(value) => {
          setPage(1);
          setParams(value === 'unread' ? { filter: 'unread' } : {}, { replace: true });
        }}
      />
      {list}
    </div>
  );
}
