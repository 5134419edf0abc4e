import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, BookOpen, ClipboardCheck, ListChecks, Plus } from 'lucide-react';
import { ADMIN_PAGE_SIZE, type CourseListItem } from '@beceri/domain';
import { PagedTable, RowActions, useTablePage } from '../../../components/admin-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { notify } from '../../../lib/toast.ts';
import { useAdminCourses, useDeleteCourse } from '../api/courses.ts';
import { CourseDetailsDialog } from './course-details-dialog.tsx';

function CourseRow({ course }: { course: CourseListItem }) {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const del = useDeleteCourse();
  const onDelete = () =>
    del.mutate(course.id, {
      onSuccess: () => notify.success(t('admin.deleted')),
      onError: () => notify.error(t('admin.deleteFailed')),
    });
  return (
    <Tr>
      <Td className="hidden sm:table-cell">
        <span
          className="flex size-12 items-center justify-center rounded-md bg-brand-50 text-brand-700"
          aria-hidden="true"
        >
          <BookOpen className="size-6" />
        </span>
      </Td>
      <Td className="font-medium">
        <span className="flex flex-wrap items-center gap-2">
          {course.title.trim() || ts('untitled')}
          {/* An admin's list has the teachers' drafts too (decision 051). */}
          {course.status === 'draft' && <StatusBadge tone="neutral">{ts('draft')}</StatusBadge>}
        </span>
      </Td>
      <Td className="whitespace-nowrap">{t('counts.students', { count: course.enrolledCount })}</Td>
      <Td>
        <RowActions
          name={course.title}
          editTo={course.addedByType === 'Admin' ? `/admin/courses/edit-course/${course.id}` : undefined}
          texts={{
            edit: t('admin.edit'),
            delete: t('admin.delete'),
            confirmDelete: t('admin.confirmDelete', { title: course.title }),
          }}
          deleting={del.isPending}
          onDelete={onDelete}
        >
          <CourseDetailsDialog courseId={course.id} title={course.title} questionCount={course.questionCount} />
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/courses/exam-stats/${course.id}`} aria-label={`${course.title}: ${t('examStats')}`}>
              <BarChart3 aria-hidden="true" />
              {t('examStats')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/courses/attendance/${course.id}`} aria-label={`${course.title}: ${t('attendance')}`}>
              <ClipboardCheck aria-hidden="true" />
              {t('attendance')}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/admin/courses/exam/${course.id}`} aria-label={`${course.title}: ${t('questionBank')}`}>
              <ListChecks aria-hidden="true" />
              {t('questionBank')}
            </Link>
          </Button>
        </RowActions>
      </Td>
    </Tr>
  );
}

/** /admin/courses: 'Kurslar Yönetimi', 5 rows a page paged by the server. */
export function AdminCoursesTable() {
  const { t } = useTranslation('courses');
  const table = useTablePage(useAdminCourses, ADMIN_PAGE_SIZE);
  return (
    <Page
      title={t('admin.title')}
      actions={
        <Button asChild>
          <Link to="/admin/courses/add-course">
            <Plus aria-hidden="true" />
            {t('admin.add')}
          </Link>
        </Button>
      }
    >
      <PagedTable
        table={table}
        label={t('admin.title')}
        texts={{ loadFailed: t('page.loadFailed'), empty: t('admin.empty') }}
        head={
          <THead>
            <Tr>
              <Th className="hidden sm:table-cell">
                <span className="sr-only">{t('admin.image')}</span>
              </Th>
              <Th>{t('admin.name')}</Th>
              <Th>{t('admin.enrolled')}</Th>
              <Th>{t('admin.actions')}</Th>
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
