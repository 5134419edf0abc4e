import { Link } from 'react-router';
import { BookOpen, Plus } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_PAGE_SIZE, type CourseListItem } from '@beceri/domain';
import { PagedTable, RowActions, useTablePage } from '../../../components/admin-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { useAdminCourses, useDeleteCourse } from '../api/courses.ts';
import { adminCourseTexts as t, courseTexts } from '../texts.ts';
import { CourseDetailsDialog } from './course-details-dialog.tsx';

function CourseRow({ course }: { course: CourseListItem }) {
  const del = useDeleteCourse();
  const onDelete = () => del.mutate(course.id, { onSuccess: () => toast.success(t.deleted), onError: () => toast.error(t.deleteFailed) });
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
        <RowActions
          name={course.title}
          editTo={course.addedByType === 'Admin' ? `/admin/courses/edit-course/${course.id}` : undefined}
          texts={t}
          deleting={del.isPending}
          onDelete={onDelete}
        >
          <CourseDetailsDialog courseId={course.id} title={course.title} questionCount={course.questionCount} />
        </RowActions>
      </Td>
    </Tr>
  );
}

/** /admin/courses: 'Kurslar Yönetimi', 5 rows a page paged by the server. */
export function AdminCoursesTable() {
  const table = useTablePage(useAdminCourses, ADMIN_PAGE_SIZE);
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
      <PagedTable
        table={table}
        label={t.title}
        texts={{ loadFailed: courseTexts.loadFailed, empty: t.empty }}
        head={
          <THead>
            <Tr>
              <Th className="hidden sm:table-cell"><span className="sr-only">{t.image}</span></Th>
              <Th>{t.name}</Th>
              <Th>{t.enrolled}</Th>
              <Th>{t.actions}</Th>
            </Tr>
          </THead>
        }
      >
        {(courses) => (
          <TBody>
            {courses.map((course) => (
              <CourseRow key={course.id} course={course} />
            ))}
          </TBody>
        )}
      </PagedTable>
    </Page>
  );
}
