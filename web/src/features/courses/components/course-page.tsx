import type { ReactNode } from 'react';
import type { CourseView, Role } from '@beceri/domain';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useCourse } from '../api/courses.ts';
import { courseTexts as t } from '../texts.ts';
import { ClassList } from './class-list.tsx';

export interface Viewer {
  id: string;
  role: Role;
}

/** A course's page: title, description and class cards, then what the screen offers (`children`). */
export function CoursePage({
  courseId,
  showMedia = true,
  children,
}: {
  courseId: string;
  showMedia?: boolean;
  children: (course: CourseView) => ReactNode;
}) {
  const query = useCourse(courseId);
  if (query.isPending) return <Spinner label={t.loading} />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page>
        <EmptyState>{missing ? t.notFound : t.loadFailed}</EmptyState>
      </Page>
    );
  }
  const course = query.data;
  return (
    <Page title={course.title}>
      <p className="mb-8 max-w-3xl whitespace-pre-line text-lg text-slate-700">{course.description}</p>
      <h2 className="mb-4 text-xl font-semibold">{t.classes}</h2>
      <ClassList classes={course.classes} showMedia={showMedia} />
      {children(course)}
    </Page>
  );
}
