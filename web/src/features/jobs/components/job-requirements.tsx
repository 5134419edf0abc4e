import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import type { CourseRef, JobView, RequirementMatch } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';

const coursePage = (courseId: string) => `/courseInfoPage/${encodeURIComponent(courseId)}`;

function CourseLinks({ courses }: { courses: CourseRef[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {courses.map((c) => (
        <li key={c.courseId}>
          <Link
            to={coursePage(c.courseId)}
            className="inline-flex min-h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 py-1 text-sm text-brand-700 underline-offset-2 hover:underline"
          >
            {c.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A logged-in student's standing: the requirements met, or each missing course with the way to enrol in it. */
function StudentMatch({ match }: { match: RequirementMatch }) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  if (match.met === match.required)
    return (
      <div className="flex items-start gap-2 rounded-md border border-green-300 bg-green-50 p-3">
        <BadgeCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-green-900">{tm('met')}</p>
          <p className="text-sm text-green-900">{tm('metDetail')}</p>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {tm('notMet', { met: match.met, required: match.required })}
      </p>
      <p className="text-sm">{tm('missingIntro')}</p>
      <ul className="flex flex-col gap-2">
        {match.missing.map((c) => (
          <li key={c.courseId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium [overflow-wrap:anywhere]">{c.title}</span>
            <Button asChild size="sm">
              <Link to={coursePage(c.courseId)} aria-label={tm('enrolLabel', { title: c.title })}>
                {tm('enrol')}
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The job page's course requirements (docs/product.md 'Kurs gereksinimleri'): the required and preferred courses for
 * everyone, each linked to its page; a logged-in student also reads whether she meets them (`match`).
 */
export function JobRequirements({ job }: { job: Pick<JobView, 'requiredCourses' | 'preferredCourses' | 'match'> }) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  const headingId = useId();
  const required = job.requiredCourses ?? [];
  const preferred = job.preferredCourses ?? [];
  if (required.length === 0 && preferred.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {tm('heading')}
      </h2>
      {required.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-slate-800">{tm('requiredIntro')}</p>
          <CourseLinks courses={required} />
        </div>
      )}
      {preferred.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-slate-800">{tm('preferredIntro')}</p>
          <CourseLinks courses={preferred} />
        </div>
      )}
      {job.match && job.match.required > 0 && <StudentMatch match={job.match} />}
    </section>
  );
}
