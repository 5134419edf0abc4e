import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dropEmptyQuestions, questionDrafts, type CourseView, type DraftQuestion } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { notify } from '../../../lib/toast.ts';
import { useCourse, useEditCourse } from '../api/courses.ts';
import { buildCourseForm } from './course-form.tsx';
import { QuestionEditor } from './question-editor.tsx';

function ExamForm({ course }: { course: CourseView }) {
  const { t } = useTranslation('courses');
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => questionDrafts(course.test));
  const edit = useEditCourse(course.id);
  const navigate = useNavigate();
  const save = () => {
    // The rest of the course is sent unchanged: existing classes keep their PDFs by id.
    const classes = course.classes.map((c, key) => ({
      key,
      id: c.id,
      className: c.title,
      classDesc: c.description,
      classMediaURL: c.videoLink,
      classMediaFile: null,
      existingPdfName: null,
    }));
    edit.mutate(
      buildCourseForm({ title: course.title, description: course.description }, classes, dropEmptyQuestions(questions)),
      {
        onSuccess: () => {
          notify.success(t('form.updated'));
          navigate('/TeacherProfile');
        },
        onError: () => notify.error(t('form.updateFailed')),
      },
    );
  };
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <QuestionEditor questions={questions} onChange={setQuestions} />
      <div className="flex gap-3">
        <Button size="lg" onClick={save} disabled={edit.isPending}>
          {t('test.pageSave')}
        </Button>
        <Button size="lg" variant="outline" onClick={() => navigate('/TeacherProfile')}>
          {t('test.back')}
        </Button>
      </div>
    </div>
  );
}

/** /editExam?courseId=: the owner's full-page editor of a course's test. */
export function ExamEditor({ courseId }: { courseId: string }) {
  const { t } = useTranslation('courses');
  const query = useCourse(courseId);
  if (!courseId)
    return (
      <Page title={t('test.pageTitle')}>
        <EmptyState>{t('page.notFound')}</EmptyState>
      </Page>
    );
  if (query.isPending)
    return (
      <Page title={t('test.pageTitle')}>
        <PageSkeleton />
      </Page>
    );
  if (query.isError || !query.data.canEdit) {
    return (
      <Page title={t('test.pageTitle')}>
        <EmptyState>{query.isError ? t('page.notFound') : t('form.notEditable')}</EmptyState>
      </Page>
    );
  }
  return (
    <Page title={t('test.pageTitleOf', { title: query.data.title })}>
      <ExamForm course={query.data} />
    </Page>
  );
}
