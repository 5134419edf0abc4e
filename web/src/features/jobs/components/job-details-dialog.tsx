import { useTranslation } from 'react-i18next';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useJobDetails } from '../api/jobs.ts';
import { useStatusLabel } from '../status-label.ts';

function DetailsBody({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const statusLabel = useStatusLabel();
  const details = useJobDetails(jobId);
  if (details.isPending) return <PageSkeleton lines={3} />;
  if (details.isError) return <p className="text-red-700">{t('info.loadFailed')}</p>;
  const { creator, students } = details.data;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t('admin.creator')}>
        <h3 className="font-semibold">{t('admin.creator')}</h3>
        <p>{creator.name}</p>
        {creator.email && <p className="text-slate-700">{creator.email}</p>}
      </section>
      <section aria-label={t('admin.students')} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('admin.students')}</h3>
        {students.length === 0 ? (
          <p className="text-slate-700">{t('admin.noStudents')}</p>
        ) : (
          <Table label={t('admin.students')}>
            <THead>
              <Tr>
                <Th>{t('admin.studentName')}</Th>
                <Th>{t('admin.email')}</Th>
                <Th>{t('admin.status')}</Th>
              </Tr>
            </THead>
            <TBody>
              {students.map((s) => (
                <Tr key={s.email}>
                  <Td>{`${s.name} ${s.surname}`.trim()}</Td>
                  <Td className="break-all">{s.email}</Td>
                  <Td>{statusLabel(s.status)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </section>
    </div>
  );
}

/** The admin's details dialog of one job: creator and applicants with their status. */
export function JobDetailsDialog({ jobId, title }: { jobId: string; title: string }) {
  const { t } = useTranslation('jobs');
  return (
    <DetailsDialog name={title} label={t('admin.details')} title={t('admin.detailsTitle', { title })}>
      <DetailsBody jobId={jobId} />
    </DetailsDialog>
  );
}
