import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useCourseDetails } from '../api/courses.ts';
import { adminCourseTexts as t, courseTexts } from '../texts.ts';

function DetailsBody({ courseId, questionCount }: { courseId: string; questionCount: number }) {
  const query = useCourseDetails(courseId);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <p>{courseTexts.loadFailed}</p>;
  const { creator, students } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t.creator}</dt>
        <dd>
          {creator.name}
          {creator.email && <span className="block text-sm text-slate-600">{creator.email}</span>}
        </dd>
      </dl>
      <h3 className="font-semibold">{t.studentsHeading}</h3>
      {students.length === 0 ? (
        <p className="text-slate-700">{t.noStudents}</p>
      ) : (
        <Table label={t.studentsHeading}>
          <THead>
            <Tr>
              <Th>{t.studentName}</Th>
              <Th>{t.studentSurname}</Th>
              <Th>{t.email}</Th>
              <Th>{t.score}</Th>
            </Tr>
          </THead>
          <TBody>
            {students.map((s) => (
              <Tr key={s.id}>
                <Td>{s.name}</Td>
                <Td>{s.surname}</Td>
                <Td className="break-all">{s.email}</Td>
                <Td>{s.score === null ? t.noScore : `${s.score}/${questionCount}`}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}

/** Creator and enrolled students with their best score; loaded only when opened. */
export function CourseDetailsDialog({ courseId, title, questionCount }: { courseId: string; title: string; questionCount: number }) {
  return (
    <DetailsDialog name={title} label={t.details} title={title}>
      <DetailsBody courseId={courseId} questionCount={questionCount} />
    </DetailsDialog>
  );
}
