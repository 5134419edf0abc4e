import { useTranslation } from 'react-i18next';
import { DetailsDialog } from '../../../components/details-dialog.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useCourseDetails } from '../api/courses.ts';

function DetailsBody({ courseId, questionCount }: { courseId: string; questionCount: number }) {
  const { t } = useTranslation('courses');
  const query = useCourseDetails(courseId);
  if (query.isPending) return <PageSkeleton lines={3} />;
  if (query.isError) return <p>{t('page.loadFailed')}</p>;
  const { creator, students } = query.data;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('admin.creator')}</dt>
        <dd>
          {creator.name}
          {creator.email && <span className="block text-sm text-slate-600">{creator.email}</span>}
        </dd>
      </dl>
      <h3 className="font-semibold">{t('admin.studentsHeading')}</h3>
      {students.length === 0 ? (
        <p className="text-slate-700">{t('admin.noStudents')}</p>
      ) : (
        <Table label={t('admin.studentsHeading')}>
          <THead>
            <Tr>
              <Th>{t('admin.studentName')}</Th>
              <Th>{t('admin.studentSurname')}</Th>
              <Th>{t('admin.email')}</Th>
              <Th>{t('admin.score')}</Th>
            </Tr>
          </THead>
          <TBody>
            {students.map((s) => (
              <Tr key={s.id}>
                <Td>{s.name}</Td>
                <Td>{s.surname}</Td>
                <Td className="break-all">{s.email}</Td>
                <Td>{s.score === null ? t('admin.noScore') : `${s.score}/${questionCount}`}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </div>
  );
}

/** Creator and enrolled students with their best score; loaded only when opened. */
export function CourseDetailsDialog({
  courseId,
  title,
  questionCount,
}: {
  courseId: string;
  title: string;
  questionCount: number;
}) {
  const { t } = useTranslation('courses');
  return (
    <DetailsDialog name={title} label={t('admin.details')} title={title}>
      <DetailsBody courseId={courseId} questionCount={questionCount} />
    </DetailsDialog>
  );
}
