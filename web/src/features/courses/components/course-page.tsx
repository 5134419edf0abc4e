import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseClassView, CourseView, Role } from '@beceri/domain';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCourse } from '../api/courses.ts';
import { ClassList } from './class-list.tsx';

export interface Viewer {
  id: string;
  role: Role;
}

/**
 * A course's page: title, description, what the screen offers (`children`, above the lessons so that enrolling and
 * the learning path are seen first), then the class cards with the enrolled student's ticks and `lessonAction`.
 */
export function CoursePage({
  courseId,
  showMedia = true,
  children,
  lessonAction,
}: {
  courseId: string;
  showMedia?: boolean;
  children: (course: CourseView) => ReactNode;
  lessonAction?: (
    course: CourseView,
  ) => ((lesson: CourseClassView, title: string, finished: boolean) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId);
  if (query.isPending) {
    return (
      <Page>
        <PageSkeleton />
      </Page>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page>
        <EmptyState>{missing ? t('page.notFound') : t('page.loadFailed')}</EmptyState>
      </Page>
    );
  }
  const course = query.data;
  return (
    <Page title={course.title}>
      <p className="max-w-prose whitespace-pre-line text-lg text-slate-700">{course.description}</p>
      {children(course)}
      <h2 id="lessons" className="mt-8 mb-4 text-xl font-semibold">
        {t('page.classes')}
      </h2>
      <ClassList
        classes={course.classes}
        showMedia={showMedia}
        done={course.doneClassIds ? new Set(course.doneClassIds) : undefined}
        action={lessonAction?.(course)}
      />
    </Page>
  );
}
