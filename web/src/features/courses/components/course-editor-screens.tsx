import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { api } from '../../../lib/api.ts';
import { SAVED_NAVIGATION } from '../../../lib/use-unsaved-changes.ts';
import { useAddCourse, useCourse, useCourseToEdit, useEditCourse, usePublishCourse } from '../api/courses.ts';
import type { CourseView } from '@beceri/domain';
import { CourseForm } from './course-form.tsx';
import { teacherCoursePath } from './teacher-course-tabs.tsx';

export type EditorVariant = 'teacher' | 'admin';
const homeOf = (variant: EditorVariant) => (variant === 'admin' ? '/admin/courses' : '/TeacherProfile');
/** What the server said was wrong (a refused field, a bad file), in the reader's language; empty when it said nothing. */
const serverReason = (err: unknown) =>
  err instanceof ApiError && err.status < 500 && err.message ? translateMessage(err.message) : '';

/**
 * The studio's publish (decision 051): the draft's final content with its PDFs (`/course/edit/{id}`), then
 * `/course/publish/{id}`; the teacher lands on the course's page.
 */
function usePublishDraft() {
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const navigate = useNavigate();
  const publish = usePublishCourse();
  const [saving, setSaving] = useState(false);
  const onPublish = (id: string, form: FormData) => {
    setSaving(true);
    return api
      .post<{ ok: boolean; id: string }>(`/course/edit/${encodeURIComponent(id)}`, form)
      .then(() => publish.mutateAsync(id))
      .then(() => {
        notify.success(ts('published'));
        navigate(teacherCoursePath(id), { ...SAVED_NAVIGATION, replace: true });
      })
      .catch((err: unknown) => {
        const reason = serverReason(err);
        notify.error(reason ? ts('publishFailedBecause', { reason }) : ts('publishFailed'));
        throw err;
      })
      .finally(() => setSaving(false));
  };
  return { onPublish, pending: saving };
}

/** A draft in the studio: saved as the teacher types, 'Yayınla' publishes it. */
export function DraftForm({ course, onCreated }: { course?: CourseView; onCreated?: (id: string) => void }) {
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const { onPublish, pending } = usePublishDraft();
  return (
    <CourseForm
      key={course?.id ?? 'new'}
      initial={course}
      withTest
      submitLabel={ts('publish')}
      pending={pending}
      studio={{ draftId: course?.id ?? null, onCreated, onPublish }}
    />
  );
}

/**
 * /addCourse for a teacher: the studio (decision 051). The first save starts a draft on the server and the address
 * takes its id (`?draft=`), so a reload brings the draft back.
 */
function NewDraftScreen() {
  const { t } = useTranslation('courses');
  const [params, setParams] = useSearchParams();
  // Read once: the address changes under the open form when its first save gives the draft an id.
  const [draftId] = useState(() => params.get('draft'));
  const { query, fresh } = useCourseToEdit(draftId ?? '');
  const onCreated = (id: string) => setParams({ draft: id }, { replace: true });
  if (!draftId) {
    return (
      <Page title={t('form.addTitle')}>
        <DraftForm onCreated={onCreated} />
      </Page>
    );
  }
  if (query.isPending || !fresh) {
    return (
      <Page title={t('form.addTitle')}>
        <PageSkeleton />
      </Page>
    );
  }
  if (query.isError || !query.data.canEdit || query.data.status !== 'draft') {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Page title={t('form.addTitle')}>
        <EmptyState>
          {missing ? t('page.notFound') : query.isError ? t('page.loadFailed') : t('form.notEditable')}
        </EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t('form.addTitle')}>
      <DraftForm course={query.data} />
    </Page>
  );
}

/** /addCourse (teacher: the studio) and /admin/courses/add-course ('Gönder', published at once). */
export function AddCourseScreen({ variant }: { variant: EditorVariant }) {
  if (variant === 'teacher') return <NewDraftScreen />;
  return <AdminAddCourseScreen />;
}

function AdminAddCourseScreen() {
  const variant = 'admin';
  const { t } = useTranslation('courses');
  const add = useAddCourse();
  const navigate = useNavigate();
  const onSubmit = (form: FormData) =>
    add.mutate(form, {
      onSuccess: () => {
        notify.success(t('form.added'));
        navigate(homeOf(variant), SAVED_NAVIGATION);
      },
      onError: (err) => {
        const reason = serverReason(err);
        notify.error(reason ? t('form.addFailedBecause', { reason }) : t('form.addFailed'));
      },
    });
  return (
    <Page title={t('form.addTitle')}>
      {/* Saved, it stays done while the list's screen loads: a reload meanwhile is not asked about. */}
      <CourseForm
        withTest
        submitLabel={t('form.submit')}
        pending={add.isPending || add.isSuccess}
        onSubmit={onSubmit}
      />
    </Page>
  );
}

/**
 * A course's edit form ('Güncelle'): the content tab of the teacher's course page (with the test; a draft is the studio
 * instead) and /admin/courses/edit-course/{id} (no test).
 */
export function CourseEditForm({ course, variant }: { course: CourseView; variant: EditorVariant }) {
  const { t } = useTranslation('courses');
  const edit = useEditCourse(course.id);
  const navigate = useNavigate();
  if (variant === 'teacher' && course.status === 'draft') return <DraftForm course={course} />;
  const onSubmit = (form: FormData) =>
    edit.mutate(form, {
      onSuccess: () => {
        notify.success(t('form.updated'));
        navigate(homeOf(variant), SAVED_NAVIGATION);
      },
      onError: (err) => {
        const reason = serverReason(err);
        notify.error(reason ? t('form.updateFailedBecause', { reason }) : t('form.updateFailed'));
      },
    });
  return (
    <CourseForm
      key={course.id}
      initial={course}
      withTest={variant === 'teacher'}
      categoryEditable={variant === 'admin'}
      submitLabel={t('form.update')}
      pending={edit.isPending || edit.isSuccess}
      onSubmit={onSubmit}
    />
  );
}

/** The edit screen of a course that is missing, failed to load, or is not the caller's to edit. */
export function CourseNotEditable({ error, back }: { error: unknown; back: ReactNode }) {
  const { t } = useTranslation('courses');
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Page title={t('form.editTitle')}>
      <EmptyState>{missing ? t('page.notFound') : error ? t('page.loadFailed') : t('form.notEditable')}</EmptyState>
      <div className="mt-4">{back}</div>
    </Page>
  );
}

/** /admin/courses/edit-course/{id}: an admin's edit ('Güncelle', no test). */
export function EditCourseScreen({ courseId, variant }: { courseId: string; variant: EditorVariant }) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId);
  const navigate = useNavigate();
  if (query.isPending) {
    return (
      <Page title={t('form.editTitle')}>
        <PageSkeleton />
      </Page>
    );
  }
  if (query.isError || !query.data.canEdit) {
    return (
      <CourseNotEditable
        error={query.error}
        back={
          <Button variant="outline" onClick={() => navigate(homeOf(variant))}>
            {t('test.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Page title={t('form.editTitle')}>
      <CourseEditForm course={query.data} variant={variant} />
    </Page>
  );
}
