import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAddCourse, useCourse, useEditCourse } from '../api/courses.ts';
import { courseFormTexts as t, courseTexts, testEditorTexts } from '../texts.ts';
import { CourseForm } from './course-form.tsx';

export type EditorVariant = 'teacher' | 'admin';
const homeOf = (variant: EditorVariant) => (variant === 'admin' ? '/admin/courses' : '/TeacherProfile');
const serverMessage = (err: unknown) => (err instanceof ApiError ? err.message : '');

/** /addCourse (teacher) and /admin/courses/add-course ('Gönder'). */
export function AddCourseScreen({ variant }: { variant: EditorVariant }) {
  const add = useAddCourse();
  const navigate = useNavigate();
  const onSubmit = (form: FormData) =>
    add.mutate(form, {
      onSuccess: () => {
        toast.success(t.added);
        navigate(homeOf(variant));
      },
      // SPEC.md §8: the admin variant appends the server's message.
      onError: (err) => toast.error(variant === 'admin' ? `${t.addFailed}: ${serverMessage(err)}` : t.addFailed),
    });
  return (
    <Page title={t.addTitle}>
      <CourseForm withTest submitLabel={t.submit} pending={add.isPending} onSubmit={onSubmit} />
    </Page>
  );
}

/** /editCourse/{id} (teacher, with the test) and /admin/courses/edit-course/{id} ('Güncelle', no test). */
export function EditCourseScreen({ courseId, variant }: { courseId: string; variant: EditorVariant }) {
  const query = useCourse(courseId);
  const edit = useEditCourse(courseId);
  const navigate = useNavigate();
  if (query.isPending) return <Spinner label={courseTexts.loading} />;
  if (query.isError || !query.data.canEdit) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={t.editTitle}>
        <EmptyState>{missing ? courseTexts.notFound : query.isError ? courseTexts.loadFailed : t.notEditable}</EmptyState>
        <Button variant="outline" className="mt-4" onClick={() => navigate(homeOf(variant))}>{testEditorTexts.back}</Button>
      </Page>
    );
  }
  const onSubmit = (form: FormData) =>
    edit.mutate(form, {
      onSuccess: () => {
        toast.success(t.updated);
        navigate(homeOf(variant));
      },
      onError: () => toast.error(t.updateFailed),
    });
  return (
    <Page title={t.editTitle}>
      <CourseForm
        key={query.data.id}
        initial={query.data}
        withTest={variant === 'teacher'}
        submitLabel={t.update}
        pending={edit.isPending}
        onSubmit={onSubmit}
      />
    </Page>
  );
}
