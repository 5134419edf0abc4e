import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddCourse, useCourse, useEditCourse } from '../api/courses.ts';
import { CourseForm } from './course-form.tsx';
import { CourseResults } from './course-results.tsx';

export type EditorVariant = 'teacher' | 'admin';
const homeOf = (variant: EditorVariant) => (variant === 'admin' ? '/admin/courses' : '/TeacherProfile');
/** What the server said was wrong (a refused field, a bad file), in the reader's language; empty when it said nothing. */
const serverReason = (err: unknown) =>
  err instanceof ApiError && err.status < 500 && err.message ? translateMessage(err.message) : '';

/** /addCourse (teacher) and /admin/courses/add-course ('Gönder'). */
export function AddCourseScreen({ variant }: { variant: EditorVariant }) {
  const { t } = useTranslation('courses');
  const add = useAddCourse();
  const navigate = useNavigate();
  const onSubmit = (form: FormData) =>
    add.mutate(form, {
      onSuccess: () => {
        notify.success(t('form.added'));
        navigate(homeOf(variant));
      },
      onError: (err) => {
        const reason = serverReason(err);
        notify.error(reason ? t('form.addFailedBecause', { reason }) : t('form.addFailed'));
      },
    });
  return (
    <Page title={t('form.addTitle')}>
      <CourseForm withTest submitLabel={t('form.submit')} pending={add.isPending} onSubmit={onSubmit} />
    </Page>
  );
}

/** /editCourse/{id} (teacher, with the test) and /admin/courses/edit-course/{id} ('Güncelle', no test). */
export function EditCourseScreen({ courseId, variant }: { courseId: string; variant: EditorVariant }) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId);
  const edit = useEditCourse(courseId);
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <Page title={t('form.editTitle')}>
        <PageSkeleton />
      </Page>
    );
  }
  if (query.isError || !query.data.canEdit) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={t('form.editTitle')}>
        <EmptyState>
          {missing ? t('page.notFound') : query.isError ? t('page.loadFailed') : t('form.notEditable')}
        </EmptyState>
        <Button variant="outline" className="mt-4" onClick={() => navigate(homeOf(variant))}>
          {t('test.back')}
        </Button>
      </Page>
    );
  }
  const onSubmit = (form: FormData) =>
    edit.mutate(form, {
      onSuccess: () => {
        notify.success(t('form.updated'));
        navigate(homeOf(variant));
      },
      onError: (err) => {
        const reason = serverReason(err);
        notify.error(reason ? t('form.updateFailedBecause', { reason }) : t('form.updateFailed'));
      },
    });
  return (
    <Page title={t('form.editTitle')}>
      <CourseForm
        key={query.data.id}
        initial={query.data}
        withTest={variant === 'teacher'}
        categoryEditable={variant === 'admin'}
        submitLabel={t('form.update')}
        pending={edit.isPending}
        onSubmit={onSubmit}
      />
      {variant === 'teacher' && <CourseResults courseId={query.data.id} title={query.data.title} />}
    </Page>
  );
}
