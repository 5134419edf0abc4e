import { useState } from 'react';
import { Info } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useCourseDetails } from '../api/courses.ts';
import { adminCourseTexts as t, courseTexts } from '../texts.ts';

/** Creator and enrolled students with their best score; loaded only when opened. */
export function CourseDetailsDialog({ courseId, title, questionCount }: { courseId: string; title: string; questionCount: number }) {
  const [open, setOpen] = useState(false);
  const query = useCourseDetails(courseId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${title}: ${t.details}`}>
          <Info aria-hidden="true" />
          {t.details}
        </Button>
      </DialogTrigger>
      <DialogContent title={title}>
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p>{courseTexts.loadFailed}</p>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="font-medium">{t.creator}</dt>
              <dd>
                {query.data.creator.name}
                {query.data.creator.email && <span className="block text-sm text-slate-600">{query.data.creator.email}</span>}
              </dd>
            </dl>
            <h3 className="font-semibold">{t.studentsHeading}</h3>
            {query.data.students.length === 0 ? (
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
                  {query.data.students.map((s) => (
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
        )}
      </DialogContent>
    </Dialog>
  );
}
