import { Link } from 'react-router';
import { ClipboardList, Pencil, Plus, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { CourseListItem } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useDeleteCourse, useOwnCourses } from '../api/courses.ts';
import { courseTexts, teacherCourseTexts as t } from '../texts.ts';

function OwnCourseCard({ course }: { course: CourseListItem }) {
  const del = useDeleteCourse();
  const onDelete = () => {
    if (!window.confirm(t.confirmDelete)) return;
    // SPEC.md §8: a failed delete on the teacher screen is only logged.
    del.mutate(course.id, { onSuccess: () => toast.success(t.deleted), onError: (err) => console.warn(err) });
  };
  return (
    <Card className="flex h-full flex-col">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <CardTitle>{course.title}</CardTitle>
        <div className="flex shrink-0 gap-1">
          <Button asChild variant="ghost" size="icon">
            <Link to={`/editCourse/${course.id}`} aria-label={`${course.title}: ${t.edit}`} title={t.edit}>
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="ghost" size="icon" onClick={onDelete} disabled={del.isPending} aria-label={`${course.title}: ${t.delete}`} title={t.delete}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="line-clamp-3 whitespace-pre-line">{course.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          {courseTexts.students(course.enrolledCount)} · {courseTexts.questions(course.questionCount)}
        </p>
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild size="sm">
          <Link to={`/courseInfoPage/${course.id}`} aria-label={`${course.title}: ${t.view}`}>{t.view}</Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={`/editExam?courseId=${course.id}`} aria-label={`${course.title}: ${t.editExam}`}>
            <ClipboardList aria-hidden="true" />
            {t.editExam}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The teacher's own courses on the teacher profile, with edit, delete and the plus button. */
export function TeacherCourses() {
  return (
    <section aria-labelledby="teacher-courses">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id="teacher-courses" className="text-xl font-semibold">{t.heading}</h2>
        <Button asChild size="icon" aria-label={t.add} title={t.add}>
          <Link to="/addCourse">
            <Plus aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {/* The teacher screen shows the empty message also when the list cannot be read. */}
      <PagedCardGrid query={useOwnCourses()} texts={{ loadFailed: t.empty, empty: t.empty, more: courseTexts.more }} grid="section">
        {(course) => <OwnCourseCard course={course} />}
      </PagedCardGrid>
    </section>
  );
}
