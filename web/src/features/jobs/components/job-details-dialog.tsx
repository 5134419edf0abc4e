import { applicationStatusLabel } from '@beceri/domain';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useJobDetails } from '../api/jobs.ts';
import { adminJobTexts as t, jobTexts } from '../texts.ts';

function DetailsBody({ jobId }: { jobId: string }) {
  const details = useJobDetails(jobId);
  if (details.isPending) return <Spinner />;
  if (details.isError) return <p className="text-red-700">{jobTexts.loadFailed}</p>;
  const { creator, students } = details.data;
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t.creator}>
        <h3 className="font-semibold">{t.creator}</h3>
        <p>{creator.name}</p>
        {creator.email && <p className="text-slate-700">{creator.email}</p>}
      </section>
      <section aria-label={t.students} className="flex flex-col gap-2">
        <h3 className="font-semibold">{t.students}</h3>
        {students.length === 0 ? (
          <p className="text-slate-700">{t.noStudents}</p>
        ) : (
          <Table label={t.students}>
            <THead>
              <Tr>
                <Th>{t.studentName}</Th>
                <Th>{t.email}</Th>
                <Th>{t.status}</Th>
              </Tr>
            </THead>
            <TBody>
              {students.map((s) => (
                <Tr key={s.email}>
                  <Td>{`${s.name} ${s.surname}`.trim()}</Td>
                  <Td className="break-all">{s.email}</Td>
                  <Td>{applicationStatusLabel(s.status)}</Td>
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
  return (
    <DetailsDialog name={title} label={t.details} title={`${title} — ${t.details}`}>
      <DetailsBody jobId={jobId} />
    </DetailsDialog>
  );
}
