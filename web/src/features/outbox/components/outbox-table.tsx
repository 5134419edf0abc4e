import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RotateCw } from 'lucide-react';
import { OUTBOX_STATES, type OutboxMail, type OutboxState } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { PagedTable, useTablePage } from '../../../components/admin-table.tsx';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { OUTBOX_LIST_SIZE, useOutbox, useRetryMail } from '../api/outbox.ts';

/** The kind of a mail by its template name; a name this screen does not know is shown as it is. */
function useKind() {
  const { t, i18n } = useTranslation('outbox', { useSuspense: true });
  return (template: string) =>
    i18n.exists(`templates.${template}`, { ns: 'outbox' })
      ? t(`templates.${template}` as 'templates.welcome')
      : template;
}

/**
 * What the queue stored of a failure ('SMTP 550', 'SMTP ESOCKET': server/src/plugins/mail.ts) in words an admin acts
 * on: a refusal by the mail server (its reply code: 4xx for now, 5xx for good) or no connection to it at all.
 */
export function errorCause(lastError: string): 'temporary' | 'refused' | 'unreachable' | 'other' {
  const code = /^SMTP (\S+)$/.exec(lastError)?.[1];
  if (!code) return 'other';
  if (/^4\d\d$/.test(code)) return 'temporary';
  if (/^5\d\d$/.test(code)) return 'refused';
  return /^E[A-Z]+$/.test(code) ? 'unreachable' : 'other';
}

function RetryButton({ mail, kind }: { mail: OutboxMail; kind: string }) {
  const { t } = useTranslation('outbox', { useSuspense: true });
  const retry = useRetryMail();
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t('retryLabel', { kind, to: mail.to })}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(mail.id, {
          onSuccess: () => notify.success(t('retried')),
          onError: (err) =>
            notify.error(
              err instanceof ApiError && (err.status === 409 || err.status === 404) ? t('notFailed') : t('failed'),
            ),
        })
      }
    >
      <RotateCw aria-hidden="true" />
      {t('retry')}
    </Button>
  );
}

/**
 * /admin/outbox: the mails in the queue or given up, newest first, paged; a failed one can be sent again. Only what an
 * operator needs is shown: the kind, the masked recipient, tries, the SMTP server's last answer and the next try (or
 * when it failed); the list is newest first.
 */
export function OutboxTable() {
  const { t } = useTranslation('outbox', { useSuspense: true });
  const kindOf = useKind();
  // The dashboard's failed mails open the failed list (`?state=failed`).
  const [params] = useSearchParams();
  const [state, setState] = useState<OutboxState>(params.get('state') === 'failed' ? 'failed' : 'queued');
  const table = useTablePage(useOutbox, OUTBOX_LIST_SIZE, state);
  const failedList = state === 'failed';
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-3xl text-slate-700">
        {t('intro')} {t('toHint')}
      </p>
      <FilterSelect
        inline
        label={t('stateFilter')}
        name="state"
        value={state}
        options={OUTBOX_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        onChange={(value) => {
          setState(value || 'queued');
          table.setPage(1);
        }}
      />
      <PagedTable
        table={table}
        label={`${t('title')}: ${t(`states.${state}`)}`}
        texts={{ loadFailed: t('loadFailed'), empty: t(`empty.${state}`) }}
        head={
          <THead>
            <Tr>
              <Th>{t('kind')}</Th>
              <Th>{t('to')}</Th>
              <Th>{t('state')}</Th>
              <Th>{t('tries')}</Th>
              <Th>{t('lastError')}</Th>
              <Th>{failedList ? t('failedAt') : t('nextTry')}</Th>
              {failedList && <Th>{t('actions')}</Th>}
            </Tr>
          </THead>
        }
      >
        {(items) => (
          <TBody>
            {items.map((mail) => {
              const kind = kindOf(mail.template);
              const when = failedList ? mail.failedAt : mail.nextTryAt;
              return (
                <Tr key={mail.id}>
                  <Td className="font-medium text-slate-900">{kind}</Td>
                  <Td className="whitespace-nowrap">
                    <span className="font-mono">{mail.to}</span>
                  </Td>
                  <Td className="whitespace-nowrap">{t(`jobStates.${mail.state}`)}</Td>
                  <Td>{mail.tries}</Td>
                  <Td>
                    {mail.lastError ? (
                      <>
                        {t(`errorCauses.${errorCause(mail.lastError)}`)}{' '}
                        <span className="font-mono text-slate-600">({mail.lastError})</span>
                      </>
                    ) : (
                      t('noError')
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{when ? formatDateTime(when) : t('noError')}</Td>
                  {failedList && (
                    <Td>
                      <RetryButton mail={mail} kind={kind} />
                    </Td>
                  )}
                </Tr>
              );
            })}
          </TBody>
        )}
      </PagedTable>
    </div>
  );
}
