import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLACEMENT_STATES, type PlacementState } from '@beceri/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ADMIN_PAGE_SIZE, useAdminPlacements } from '../api/placements.ts';
import { StateBadge } from './placement-forms.tsx';

/**
 * Every internship for admins (decision 065), filtered by state and cohort (the route passes the cohorts), a page at
 * a time.
 */
export function AdminPlacements({ cohorts }: { cohorts: { id: string; name: string }[] }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const [page, setPage] = useState(1);
  const [state, setState] = useState<PlacementState | ''>('');
  const [cohort, setCohort] = useState('');
  const query = useAdminPlacements({ page, state: state || undefined, cohort: cohort || undefined });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Page title={t('adminTitle')}>
      <p className="mb-4 max-w-[48em] text-slate-700">{t('adminIntro')}</p>
      <div role="group" aria-label={t('filters.label')} className="mb-4 grid gap-4 sm:max-w-xl sm:grid-cols-2">
        <Field label={t('filters.state')}>
          <Select
            name="state"
            value={state}
            onChange={(e) => {
              setState(e.target.value as PlacementState | '');
              setPage(1);
            }}
          >
            <option value="">{t('filters.anyState')}</option>
            {PLACEMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('filters.cohort')}>
          <Select
            name="cohort"
            value={cohort}
            onChange={(e) => {
              setCohort(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{t('filters.anyCohort')}</option>
            {cohorts.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : query.isPending ? null : items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700" aria-live="polite">
            {t('total', { count: total })}
          </p>
          <Table label={t('listLabel')}>
            <THead>
              <Tr>
                <Th>{t('student')}</Th>
                <Th>{t('company')}</Th>
                <Th>{t('job')}</Th>
                <Th>{t('dates')}</Th>
                <Th>{t('mentor')}</Th>
                <Th>{t('state')}</Th>
                <Th>{t('evaluationsColumn')}</Th>
              </Tr>
            </THead>
            <TBody>
              {items.map((p) => (
                <Tr key={p.id}>
                  <Td>{p.studentName ?? t('formerStudent')}</Td>
                  <Td>{p.companyName}</Td>
                  <Td>{p.jobTitle}</Td>
                  <Td>
                    {p.startsOn && p.endsOn
                      ? t('datesValue', { from: formatDate(p.startsOn), to: formatDate(p.endsOn) })
                      : t('noDates')}
                  </Td>
                  <Td>{p.mentorName ?? '—'}</Td>
                  <Td>
                    <StateBadge placement={p} />
                  </Td>
                  <Td>
                    {p.evaluation ? t('evaluation.scores', { ...p.evaluation }) : '—'}
                    {p.feedback && (
                      <span className="block">{t('feedback.studentRating', { rating: p.feedback.rating })}</span>
                    )}
                    {p.feedback?.comment && <span className="block italic">“{p.feedback.comment}”</span>}
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
          <Pagination page={page} pageCount={Math.ceil(total / ADMIN_PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
