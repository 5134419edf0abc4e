import { useTranslation } from 'react-i18next';
import { ROLES, roleLabels } from '@beceri/domain';
import { PagedTable, useTablePage } from '../../../components/admin-table.tsx';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { storedSessionUser } from '../../../lib/session.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { ADMIN_LIST_SIZE, useAdminUsers } from '../api/users.ts';
import { ExtraTimeAction } from './extra-time-dialog.tsx';
import { ResetMfaAction } from './reset-mfa-action.tsx';
import { SuspensionActions } from './suspension-actions.tsx';

/** A cohort the filter offers (the route reads them from the cohorts feature). */
type CohortChoice = { id: string; name: string; nameEn: string };

const FILTERS = ['role', 'cohort'] as const;

/**
 * Every account, newest first, filtered by role and by cohort (its students) and paged on the server. The filters
 * live in the address (`?role=&cohort=`): a reload or a shared link shows the same list.
 */
export function UsersTable({ cohorts = [] }: { cohorts?: readonly CohortChoice[] }) {
  const { t, i18n } = useTranslation('adminUsers', { useSuspense: true });
  const { params, set } = useUrlFilters(FILTERS);
  const roleParam = params.get('role');
  const role = ROLES.find((r) => r === roleParam) ?? '';
  const cohort = params.get('cohort') ?? '';
  const table = useTablePage(useAdminUsers, ADMIN_LIST_SIZE, role || undefined, cohort || undefined);
  const myId = storedSessionUser()?.id;
  const change = (name: (typeof FILTERS)[number], value: string) => {
    set({ [name]: value || undefined });
    table.setPage(1);
  };
  // A cohort in the address that the list does not hold yet (or any more) still shows as chosen.
  const cohortOptions = cohorts.map((c) => ({ value: c.id, label: (i18n.language === 'en' && c.nameEn) || c.name }));
  if (cohort && !cohorts.some((c) => c.id === cohort)) cohortOptions.push({ value: cohort, label: t('unknownCohort') });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <FilterSelect
          inline
          label={t('roleFilter')}
          name="role"
          value={role}
          allLabel={t('allRoles')}
          options={ROLES.map((r) => ({ value: r, label: translateMessage(roleLabels[r]) }))}
          onChange={(value) => change('role', value)}
        />
        <FilterSelect
          inline
          label={t('cohortFilter')}
          name="cohort"
          value={cohort}
          allLabel={t('allCohorts')}
          options={cohortOptions}
          onChange={(value) => change('cohort', value)}
        />
      </div>
      <PagedTable
        table={table}
        label={t('title')}
        texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
        head={
          <THead>
            <Tr>
              <Th>{t('name')}</Th>
              <Th>{t('email')}</Th>
              <Th>{t('role')}</Th>
              <Th>{t('detail')}</Th>
              <Th>{t('createdAt')}</Th>
              <Th>{t('trust.state')}</Th>
              <Th>{t('trust.actions')}</Th>
            </Tr>
          </THead>
        }
      >
        {(items) => (
          <TBody>
            {items.map((u) => (
              <Tr key={u.id}>
                <Td className="font-medium text-slate-900">{`${u.name} ${u.surname}`.trim()}</Td>
                {/* An address breaks where it must, not after every letter. */}
                <Td className="min-w-36 [overflow-wrap:anywhere]">{u.email}</Td>
                <Td>{translateMessage(roleLabels[u.role])}</Td>
                <Td>{u.detail || '—'}</Td>
                <Td>{formatDate(u.createdAt)}</Td>
                <Td className="min-w-28">
                  {u.suspendedAt ? (
                    <span className="flex flex-col gap-1">
                      <StatusBadge tone="neutral" className="border-red-200 bg-red-50 text-red-800">
                        {t('trust.suspendedState')}
                      </StatusBadge>
                      <span className="text-sm text-slate-600" title={formatDate(u.suspendedAt)}>
                        {u.suspendedReason}
                      </span>
                    </span>
                  ) : (
                    <StatusBadge>{t('trust.activeState')}</StatusBadge>
                  )}
                </Td>
                <Td>
                  {/* One above the other, their labels wrapping: on one line they pushed the column past the table's
                      edge at 1280 px. */}
                  <span className="flex min-w-44 flex-col items-start gap-2 [&_button]:h-auto [&_button]:min-h-9 [&_button]:py-1.5 [&_button]:text-left [&_button]:whitespace-normal">
                    <SuspensionActions user={u} isSelf={u.id === myId} />
                    {/* One's own second factors are managed on the account-security screen. */}
                    {u.id !== myId && <ResetMfaAction userId={u.id} name={`${u.name} ${u.surname}`.trim()} />}
                    {u.role === 'student' && <ExtraTimeAction user={u} />}
                  </span>
                </Td>
              </Tr>
            ))}
          </TBody>
        )}
      </PagedTable>
    </div>
  );
}
