import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, ClipboardList, FilePenLine, Pencil, Plus, Table2, Trash2 } from 'lucide-react';
import type { OwnCourseListItem } from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { notify } from '../../../lib/toast.ts';
import { useDeleteCourse, useOwnCourses } from '../api/courses.ts';
import { teacherCoursePath } from './teacher-course-tabs.tsx';

function OwnCourseCard({ course }: { course: OwnCourseListItem }) {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const del = useDeleteCourse();
  const [confirming, setConfirming] = useState(false);
  const draft = course.status === 'draft';
  const title = course.title.trim() || ts('untitled');
  // The promise, not mutate's callbacks: the card is gone once the lists are read again, and the toast must still come.
  const onDelete = () =>
    del
      .mutateAsync(course.id)
      .then(
        () => notify.success(t('teacher.deleted')),
        () => notify.error(t('teacher.deleteFailed')),
      )
      .finally(() => setConfirming(false));
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="flex flex-col gap-2">
          <CardTitle>
            <Link to={teacherCoursePath(course.id)} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          </CardTitle>
          {draft ? (
            <StatusBadge tone="neutral">
              <FilePenLine className="size-4" aria-hidden="true" />
              {ts('draft')}
            </StatusBadge>
          ) : (
            <StatusBadge>{ts('live')}</StatusBadge>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link
              to={teacherCoursePath(course.id)}
              aria-label={`${title}: ${t('teacher.edit')}`}
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
            aria-label={`${title}: ${t('teacher.delete')}`}
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
          <Link to={teacherCoursePath(course.id)} aria-label={`${title}: ${t('teacher.open')}`}>
            {t('teacher.open')}
          </Link>
        </Button>
        {!draft && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/courseInfoPage/${course.id}`} aria-label={`${title}: ${t('teacher.view')}`}>
              {t('teacher.view')}
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link to={teacherCoursePath(course.id, 'exam')} aria-label={`${title}: ${t('teacher.editExam')}`}>
            <ClipboardList aria-hidden="true" />
            {t('teacher.editExam')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={teacherCoursePath(course.id, 'results')} aria-label={`${title}: ${t('results.open')}`}>
            <Table2 aria-hidden="true" />
            {t('results.open')}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={teacherCoursePath(course.id, 'statistics')} aria-label={`${title}: ${t('examStats')}`}>
            <BarChart3 aria-hidden="true" />
            {t('examStats')}
          </Link>
        </Button>
      </CardFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('teacher.confirmDelete', { title })}
        description={t('teacher.confirmDeleteDetail')}
        confirmLabel={t('teacher.delete')}
        pending={del.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}

/** 'Kurs ekle': a labelled button (beside the heading and on the empty list). */
function AddCourseButton() {
  const { t } = useTranslation('courses');
  return (
    <Button asChild>
      <Link to="/addCourse">
        <Plus aria-hidden="true" />
        {t('teacher.add')}
      </Link>
    </Button>
  );
}

/** The teacher's own courses on the teacher profile, drafts marked, with their page, delete and 'Kurs ekle'. */
export function TeacherCourses() {
  const { t } = useTranslation('courses');
  const query = useOwnCourses();
  return (
    <section aria-labelledby="teacher-courses">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-4">
        <h2 id="teacher-courses" className="text-xl font-semibold">
          {t('teacher.heading')}
        </h2>
        <AddCourseButton />
      </div>
      {query.isPending ? (
        <CardGridSkeleton count={3} />
      ) : (
        // The teacher screen shows the empty message also when the list cannot be read (docs/product.md).
        <PagedCardGrid
          query={query}
          texts={{ loadFailed: t('teacher.empty'), empty: t('teacher.empty'), more: t('list.more') }}
          grid="section"
          emptyAction={<AddCourseButton />}
        >
          {(course) => <OwnCourseCard course={course} />}
        </PagedCardGrid>
      )}
    </section>
  );
}
