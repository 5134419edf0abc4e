import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, roleLabels, type Role } from '@beceri/domain';
import { Select } from '../../../components/ui/input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { storedSessionUser } from '../../../lib/session.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { ADMIN_LIST_SIZE, useAdminUsers } from '../api/users.ts';
import { SuspensionActions } from './suspension-actions.tsx';

/** Every account, newest first, filtered by role and paged on the server. */
export function UsersTable() {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  const [role, setRole] = useState<Role | undefined>();
  const [page, setPage] = useState(1);
  const users = useAdminUsers(role, page);
  const filterId = useId();
  const pageCount = Math.ceil((users.data?.total ?? 0) / ADMIN_LIST_SIZE);
  const myId = storedSessionUser()?.id;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-800">
          {t('roleFilter')}
        </label>
        <Select
          id={filterId}
          name="role"
          className="w-48"
          value={role ?? ''}
          onChange={(e) => {
            setRole((e.target.value || undefined) as Role | undefined);
            setPage(1);
          }}
        >
          <option value="">{t('allRoles')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {translateMessage(roleLabels[r])}
            </option>
          ))}
        </Select>
      </div>
      {users.isPending ? (
        <TableSkeleton />
      ) : users.isError ? (
        <p role="alert" className="text-red-700">{t('loadFailed')}</p>
      ) : users.data.items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <Table label={t('title')} aria-busy={users.isPlaceholderData}>
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
          <TBody>
            {users.data.items.map((u) => (
              <Tr key={u.id}>
                <Td className="font-medium whitespace-nowrap text-slate-900">{`${u.name} ${u.surname}`.trim()}</Td>
                <Td className="break-all">{u.email}</Td>
                <Td>{translateMessage(roleLabels[u.role])}</Td>
                <Td>{u.detail || '—'}</Td>
                <Td className="whitespace-nowrap">{formatDate(u.createdAt)}</Td>
                <Td className="min-w-36">
                  {u.suspendedAt ? (
                    <span className="flex flex-col gap-1">
                      <StatusBadge tone="neutral" className="border-red-200 bg-red-50 text-red-800">
                        {t('trust.suspendedState')}
                      </StatusBadge>
                      <span className="text-sm text-slate-600" title={formatDate(u.suspendedAt)}>{u.suspendedReason}</span>
                    </span>
                  ) : (
                    <StatusBadge>{t('trust.activeState')}</StatusBadge>
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  <SuspensionActions user={u} isSelf={u.id === myId} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPage={setPage} />}
    </div>
  );
}
