import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { COMPANY_APPROVAL_STATES, reasonInputSchema, type AdminCompanyRow, type CompanyApproval } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PagedTable, useTablePage } from '../../../components/admin-table.tsx';
import { FilterSelect } from '../../../components/list-filters.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/toast.ts';
import { COMPANIES_LIST_SIZE, useAdminCompanies, useApproveCompany, useRejectCompany } from '../api/companies.ts';

function Decision({ company }: { company: AdminCompanyRow }) {
  const { t } = useTranslation('trust', { useSuspense: true });
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveCompany();
  const reject = useRejectCompany();
  const name = company.companyName;
  const failed = () => notify.error(t('failed'));
  return (
    <div className="flex flex-wrap gap-2">
      {company.approval !== 'approved' && (
        <Button size="sm" onClick={() => setDialog('approve')} aria-label={`${name}: ${t('approve')}`}>
          <Check aria-hidden="true" />
          {t('approve')}
        </Button>
      )}
      {company.approval !== 'rejected' && (
        <Button
          size="sm"
          variant="destructive"
          onClick={() => setDialog('reject')}
          aria-label={`${name}: ${t('reject')}`}
        >
          <X aria-hidden="true" />
          {t('reject')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={(o) => setDialog(o ? 'approve' : null)}
        destructive={false}
        title={t('confirmApprove', { name })}
        description={t('approveDescription')}
        confirmLabel={t('approve')}
        pending={approve.isPending}
        onConfirm={() =>
          approve.mutate(company.id, {
            onSuccess: () => {
              setDialog(null);
              notify.success(t('approved', { name }));
            },
            onError: failed,
          })
        }
      />
      <ReasonDialog
        schema={reasonInputSchema}
        open={dialog === 'reject'}
        onOpenChange={(o) => setDialog(o ? 'reject' : null)}
        title={t('confirmReject', { name })}
        description={t('rejectDescription')}
        reasonLabel={t('reason')}
        confirmLabel={t('reject')}
        pending={reject.isPending}
        onConfirm={(reason) =>
          reject.mutate(
            { id: company.id, reason },
            {
              onSuccess: () => {
                setDialog(null);
                notify.success(t('rejected', { name }));
              },
              onError: failed,
            },
          )
        }
      />
    </div>
  );
}

/** /admin/companies: companies by vetting state (pending first), approve, reject with a reason. */
export function CompaniesTable() {
  const { t } = useTranslation('trust', { useSuspense: true });
  const [state, setState] = useState<CompanyApproval>('pending');
  const table = useTablePage(useAdminCompanies, COMPANIES_LIST_SIZE, state);
  return (
    <div className="flex flex-col gap-4">
      <FilterSelect
        inline
        label={t('stateFilter')}
        name="state"
        value={state}
        options={COMPANY_APPROVAL_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        onChange={(value) => {
          setState(value || 'pending');
          table.setPage(1);
        }}
      />
      <PagedTable
        table={table}
        label={t('title')}
        texts={{ loadFailed: t('loadFailed'), empty: t(`empty.${state}`) }}
        head={
          <THead>
            <Tr>
              <Th>{t('company')}</Th>
              <Th>{t('contact')}</Th>
              <Th>{t('createdAt')}</Th>
              <Th>{t('state')}</Th>
              <Th>{t('actions')}</Th>
            </Tr>
          </THead>
        }
      >
        {(items) => (
          <TBody>
            {items.map((c) => (
              <Tr key={c.id}>
                <Td className="font-medium text-slate-900">{c.companyName}</Td>
                <Td>
                  <span className="block whitespace-nowrap">{`${c.name} ${c.surname}`.trim()}</span>
                  <span className="block text-sm whitespace-nowrap text-slate-600">{c.email}</span>
                </Td>
                <Td className="whitespace-nowrap">{formatDate(c.createdAt)}</Td>
                <Td>
                  <span className="block">{t(`states.${c.approval}`)}</span>
                  {c.approvalReason && <span className="block text-sm text-slate-600">{c.approvalReason}</span>}
                </Td>
                <Td>
                  <Decision company={c} />
                </Td>
              </Tr>
            ))}
          </TBody>
        )}
      </PagedTable>
    </div>
  );
}
