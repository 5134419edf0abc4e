import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, ClipboardList, Pencil, Plus, Table2, Trash2 } from 'lucide-react';
import type { OwnCourseListItem } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteCourse, useOwnCourses } from '../api/courses.ts';
import { RESULTS_ID } from './course-results.tsx';

function OwnCourseCard({ course }: { course: OwnCourseListItem }) {
  const { t } = useTranslation('courses');
  const del = useDeleteCourse();
  const [confirming, setConfirming] = useState(false);
  const onDelete = () =>
    del.mutate(course.id, {
      onSuccess: () => notify.success(t('teacher.deleted')),
      onError: () => notify.error(t('teacher.deleteFailed')),
      onSettled: () => setConfirming(false),
    });
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle>{course.title}</CardTitle>
        <div className="flex shrink-0 gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={`/editCourse/${course.id}`}
              aria-label={`${course.title}: ${t('teacher.edit')}`}
              title={t('teacher.edit')}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setConfirming(true)}
            disabled={del.isPending}
            aria-label={`${course.title}: ${t('teacher.delete')}`}
            title={t('teacher.delete')}
          >
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{course.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          {t('counts.students', { count: course.enrolledCount })} ·{' '}
          {t('counts.questions', { count: course.questionCount })}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="sm">
          <Link to={`/courseInfoPage/${course.id}`} aria-label={`${course.title}: ${t('teacher.view')}`}>
            {t('teacher.view')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/teacher/courses/${course.id}/exam`} aria-label={`${course.title}: ${t('teacher.editExam')}`}>
            <ClipboardList aria-hidden="true" />
            {t('teacher.editExam')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/editCourse/${course.id}#${RESULTS_ID}`} aria-label={`${course.title}: ${t('results.open')}`}>
            <Table2 aria-hidden="true" />
            {t('results.open')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/examStats/${course.id}`} aria-label={`${course.title}: ${t('examStats')}`}>
            <BarChart3 aria-hidden="true" />
            {t('examStats')}
          </Link>
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('teacher.confirmDelete', { title: course.title })}
        description={t('teacher.confirmDeleteDetail')}
        confirmLabel={t('teacher.delete')}
        pending={del.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}

/** The teacher's own courses on the teacher profile, with edit, delete and the plus button. */
export function TeacherCourses() {
  const { t } = useTranslation('courses');
  const query = useOwnCourses();
  return (
    <section aria-labelledby="teacher-courses">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="teacher-courses" className="text-xl font-semibold">
          {t('teacher.heading')}
        </h2>
        <Button asChild size="icon" aria-label={t('teacher.add')} title={t('teacher.add')}>
          <Link to="/addCourse">
            <Plus aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {query.isPending ? (
        <CardGridSkeleton count={3} />
      ) : (
        // The teacher screen shows the empty message also when the list cannot be read (docs/product.md).
        <PagedCardGrid
          query={query}
          texts={{ loadFailed: t('teacher.empty'), empty: t('teacher.empty'), more: t('list.more') }}
          grid="section"
        >
          {(course) => <OwnCourseCard course={course} />}
        </PagedCardGrid>
      )}
    </section>
  );
}
