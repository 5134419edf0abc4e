import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_PAGE_SIZE, type CourseListItem } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useAdminCourses, useDeleteCourse } from '../api/courses.ts';
import { adminCourseTexts as t, courseTexts } from '../texts.ts';
import { CourseDetailsDialog } from './course-details-dialog.tsx';

function CourseRow({ course }: { course: CourseListItem }) {
  const del = useDeleteCourse();
  const onDelete = () => {
    if (!window.confirm(t.confirmDelete)) return;
    del.mutate(course.id, { onSuccess: () => toast.success(t.deleted), onError: () => toast.error(t.deleteFailed) });
  };
  return (
    <Tr>
      <Td className="hidden sm:table-cell">
        <span className="flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700" aria-hidden="true">
          <BookOpen className="size-6" />
        </span>
      </Td>
      <Td className="font-medium">{course.title}</Td>
      <Td className="whitespace-nowrap">{courseTexts.students(course.enrolledCount)}</Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          {course.addedByType === 'Admin' && (
            <Button asChild variant="outline" size="sm">
              <Link to={`/admin/courses/edit-course/${course.id}`} aria-label={`${course.title}: ${t.edit}`}>
                <Pencil aria-hidden="true" />
                {t.edit}
              </Link>
            </Button>
          )}
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={del.isPending} aria-label={`${course.title}: ${t.delete}`}>
            <Trash2 aria-hidden="true" />
            {t.delete}
          </Button>
          <CourseDetailsDialog courseId={course.id} title={course.title} questionCount={course.questionCount} />
        </div>
      </Td>
    </Tr>
  );
}

/** /admin/courses: 'Kurslar Yönetimi', 5 rows a page paged by the server. */
export function AdminCoursesTable() {
  const [page, setPage] = useState(1);
  const query = useAdminCourses(page);
  const pageCount = query.data ? Math.ceil(query.data.total / ADMIN_PAGE_SIZE) : 1;
  // Deleting the last row of the last page moves back one page.
  useEffect(() => {
    if (query.data && query.data.items.length === 0 && page > 1) setPage(Math.max(1, pageCount));
  }, [query.data, page, pageCount]);
  return (
    <Page
      title={t.title}
      actions={
        <Button asChild>
          <Link to="/admin/courses/add-course">
            <Plus aria-hidden="true" />
            {t.add}
          </Link>
        </Button>
      }
    >
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <EmptyState>{courseTexts.loadFailed}</EmptyState>
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <>
          <Table label={t.title} aria-busy={query.isPlaceholderData}>
            <THead>
              <Tr>
                <Th className="hidden sm:table-cell"><span className="sr-only">{t.image}</span></Th>
                <Th>{t.name}</Th>
                <Th>{t.enrolled}</Th>
                <Th>{t.actions}</Th>
              </Tr>
            </THead>
            <TBody>
              {query.data.items.map((course) => (
                <CourseRow key={course.id} course={course} />
              ))}
            </TBody>
          </Table>
          <Pagination page={page} pageCount={pageCount} onPage={setPage} />
        </>
      )}
    </Page>
  );
}
