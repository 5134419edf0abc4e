import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FilePenLine } from 'lucide-react';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { useCourseToEdit } from '../api/courses.ts';
import { CourseEditForm, CourseNotEditable } from './course-editor-screens.tsx';
import { CourseResults } from './course-results.tsx';
import { TeacherCourseTabs, type TeacherCourseTab } from './teacher-course-tabs.tsx';

/**
 * The teacher's course page (decision 051): the course's title and status, then its tabs — content (the form, or the
 * studio for a draft), exam (the bank's page), results and statistics — each at its own address.
 */
export function TeacherCoursePage({
  courseId,
  tab,
  panel,
}: {
  courseId: string;
  tab: TeacherCourseTab;
  /** The exam or statistics tab's content (the question bank's and the exams feature's, composed by the route). */
  panel: ReactNode;
}) {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const { query, fresh } = useCourseToEdit(courseId);
  const back = (
    <Button asChild variant="outline">
      <Link to="/TeacherProfile">{ts('tabs.back')}</Link>
    </Button>
  );
  if (query.isPending || !fresh) {
    return (
      <Page title={t('form.editTitle')}>
        <PageSkeleton />
      </Page>
    );
  }
  if (query.isError || !query.data.canEdit) return <CourseNotEditable error={query.error} back={back} />;
  const course = query.data;
  const draft = course.status === 'draft';
  const title = course.title.trim() || ts('untitled');
  return (
    <Page title={title} actions={back}>
      <div className="-mt-3 mb-4 flex flex-wrap items-center gap-3">
        {draft ? (
          <>
            <StatusBadge tone="neutral">
              <FilePenLine className="size-4" aria-hidden="true" />
              {ts('draft')}
            </StatusBadge>
            <p className="text-sm text-slate-700">{ts('draftNote')}</p>
          </>
        ) : (
          <StatusBadge>{ts('live')}</StatusBadge>
        )}
      </div>
      <TeacherCourseTabs courseId={course.id} />
      {tab === 'content' && <CourseEditForm course={course} variant="teacher" />}
      {tab === 'results' && <CourseResults courseId={course.id} title={title} />}
      {(tab === 'exam' || tab === 'statistics' || tab === 'lab' || tab === 'attendance') && panel}
    </Page>
  );
}
