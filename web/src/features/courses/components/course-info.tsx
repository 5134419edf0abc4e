import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, GraduationCap, LogIn, PlayCircle, Undo2 } from 'lucide-react';
import { resumeClassId, type CourseClassView, type CourseView } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isSessionLost } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useCourse, useEnroll } from '../api/courses.ts';
import { useFinishLesson } from '../api/progress.ts';
import { lessonAnchor } from './class-list.tsx';
import { CoursePage, type Viewer } from './course-page.tsx';
import { ProgressMeter } from './progress-meter.tsx';

const PATH_HEADING = 'learning-path-heading';
const panel = 'mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5';

/**
 * The course page (/courseInfoPage/{id}, /courseEnroll/{id} and, for enrolled students, /coursedetail/{id}): one
 * 'Kursa kaydol' step, then the learning path (decision 050) — progress, 'Devam et' to the next unfinished lesson,
 * each lesson marked done as it is finished, and the exam, offered when the lessons are done and reachable before.
 */
export function CourseInfo({ courseId, viewer }: { courseId: string; viewer: Viewer | null }) {
  const finish = useFinishLesson(courseId);
  const navigate = useNavigate();
  const { t } = useTranslation('courses');
  useLessonFocus(courseId);

  const onUndo = (lesson: CourseClassView, title: string) =>
    finish.mutate(
      { classId: lesson.id, done: false },
      {
        onSuccess: () => {
          notify.success(t('path.lessonUndone', { title }));
          // The focus stays with the lesson, now offering 'Dersi tamamladım' again.
          document.querySelector<HTMLElement>(`[data-lesson-heading="${CSS.escape(lesson.id)}"]`)?.focus();
        },
        onError: (err) => {
          if (!isSessionLost(err)) notify.error(t('path.markFailed'));
        },
      },
    );

  const onFinish = (course: CourseView, lesson: CourseClassView, title: string) =>
    finish.mutate(
      { classId: lesson.id, done: true },
      {
        onSuccess: () => {
          notify.success(t('path.lessonDone', { title }));
          const done = new Set([...(course.doneClassIds ?? []), lesson.id]);
          const next = resumeClassId(
            course.classes.map((c) => c.id),
            done,
          );
          // On to the next lesson; after the last one, to the path's exam offer.
          if (next) void navigate({ hash: lessonAnchor(next) }, { replace: true });
          else document.getElementById(PATH_HEADING)?.focus();
        },
        onError: (err) => {
          if (!isSessionLost(err)) notify.error(t('path.markFailed'));
        },
      },
    );

  return (
    <CoursePage
      courseId={courseId}
      lessonAction={(course) =>
        course.isEnrolled
          ? (lesson, title, finished) =>
              finished ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={finish.isPending}
                  aria-label={t('path.undoLabel', { title })}
                  onClick={() => onUndo(lesson, title)}
                >
                  <Undo2 aria-hidden="true" />
                  {t('path.undo')}
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  disabled={finish.isPending}
                  aria-label={t('path.markDoneLabel', { title })}
                  onClick={() => onFinish(course, lesson, title)}
                >
                  <CheckCircle2 aria-hidden="true" />
                  {t('path.markDone')}
                </Button>
              )
          : undefined
      }
    >
      {(course) =>
        course.isEnrolled ? (
          <LearningPath course={course} viewer={viewer} />
        ) : (
          <EnrolStep course={course} viewer={viewer} />
        )
      }
    </CoursePage>
  );
}

/** 'Devam et' and a finished lesson point at a lesson by the address's hash: it is scrolled to and focused. */
function useLessonFocus(courseId: string) {
  const { hash } = useLocation();
  const loaded = useCourse(courseId).isSuccess;
  useEffect(() => {
    if (!loaded || !hash.startsWith('#lesson-')) return;
    const id = hash.slice('#lesson-'.length);
    const heading = document.querySelector<HTMLElement>(`[data-lesson-heading="${CSS.escape(id)}"]`);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    document.getElementById(lessonAnchor(id))?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
}

/** Not enrolled yet: one step for a student; a visitor logs in first and comes back here. */
function EnrolStep({ course, viewer }: { course: CourseView; viewer: Viewer | null }) {
  const { t } = useTranslation('courses');
  const enroll = useEnroll();
  const navigate = useNavigate();
  const back = `/courseInfoPage/${course.id}`;
  const onEnroll = () =>
    enroll.mutate(course.id, {
      onSuccess: () => {
        notify.success(t('page.enrollSuccess'));
        // Straight to the lessons: the first one is opened (focused), on the course page's own address.
        const first = course.classes[0];
        void navigate({ pathname: back, hash: first ? lessonAnchor(first.id) : 'lessons' }, { replace: true });
      },
      onError: (err) => {
        // A session that ended meanwhile: the query client's policy sends the person to /login and back.
        if (!isSessionLost(err)) notify.error(t('page.enrollFailed'));
      },
    });
  if (viewer && viewer.role !== 'student') {
    return (
      <div className={panel}>
        <p className="text-slate-700">{t('page.onlyStudents')}</p>
      </div>
    );
  }
  return (
    <div className={panel}>
      <p className="text-slate-700">{t('page.enrollFirst')}</p>
      {viewer ? (
        <Button size="lg" className="self-start" onClick={onEnroll} disabled={enroll.isPending}>
          <PlayCircle aria-hidden="true" />
          {t('page.enroll')}
        </Button>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          {/* A plain link, so it works before the page's script runs; `next` brings the visitor back. */}
          <Button asChild size="lg">
            <Link
              to={`/login?next=${encodeURIComponent(back)}`}
              state={{ from: back, reason: 'enroll' }}
              aria-describedby="enroll-login-note"
            >
              <LogIn aria-hidden="true" />
              {t('page.loginToEnroll')}
            </Link>
          </Button>
          <p id="enroll-login-note" className="text-slate-700">
            {t('page.loginToEnrollNote')}
          </p>
        </div>
      )}
    </div>
  );
}

/** The enrolled student's way through the course: progress, where to continue, and the exam. */
function LearningPath({ course, viewer }: { course: CourseView; viewer: Viewer | null }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const done = new Set(course.doneClassIds ?? []);
  const total = course.classes.length;
  const doneCount = course.classes.filter((c) => done.has(c.id)).length;
  const nextId = resumeClassId(
    course.classes.map((c) => c.id),
    done,
  );
  const next = course.classes.find((c) => c.id === nextId);
  const nextTitle = next ? next.title || String(course.classes.indexOf(next) + 1) : '';
  const finished = total > 0 && !next;
  return (
    <section aria-labelledby={PATH_HEADING} className={panel}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={PATH_HEADING} tabIndex={-1} className="text-xl font-semibold outline-none">
          {t('path.heading')}
        </h2>
        <StatusBadge>{t('applying.enrolledBadge')}</StatusBadge>
      </div>
      {total > 0 && (
        <ProgressMeter
          done={doneCount}
          total={total}
          label={t('path.progressLabel', { title: course.title })}
          text={t('path.progress', { done: doneCount, count: total })}
        />
      )}
      {next && (
        // A link styled as the main button, but its text (a lesson's title) wraps on a phone.
        <Link
          to={{ hash: lessonAnchor(next.id) }}
          replace
          className="inline-flex min-h-12 max-w-full items-center gap-2 self-start rounded-md bg-brand-700 px-6 py-2.5 text-lg font-medium text-white transition-colors hover:bg-brand-800 [&_svg]:size-4 [&_svg]:shrink-0"
        >
          <PlayCircle aria-hidden="true" />
          {t(doneCount === 0 ? 'path.start' : 'path.continue', { title: nextTitle })}
        </Link>
      )}
      <p className={finished ? 'font-semibold text-green-800' : 'text-slate-700'}>
        {finished ? t('path.allDone') : t('path.examAnytime')} {t('counts.questions', { count: course.exam.drawCount })}
      </p>
      <Button
        size="lg"
        variant={finished ? 'default' : 'outline'}
        className="self-start"
        onClick={() =>
          navigate('/exam', {
            state: { studentId: viewer?.id, courseId: course.id, title: course.title },
          })
        }
      >
        <GraduationCap aria-hidden="true" />
        {t('page.goToExam')}
      </Button>
    </section>
  );
}
