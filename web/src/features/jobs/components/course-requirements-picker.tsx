import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_REQUIREMENTS_MAX, type CourseRef, type JobRequirementKind } from '@beceri/domain';
import { Select } from '../../../components/ui/input.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { useCourseChoices } from '../api/course-choices.ts';

type Choice = JobRequirementKind | 'none';

/**
 * The job form's course requirements (docs/product.md 'Kurs gereksinimleri'): every published course of the platform
 * with one choice each — not asked, required or preferred — so a course can never be in both lists. The counts
 * ('Gerekli: 2/5') stand for the two lists (`data-field`), so the error summary's links land on them.
 */
export function CourseRequirementsPicker({
  required,
  preferred,
  known,
  onChange,
  errors,
}: {
  required: readonly string[];
  preferred: readonly string[];
  /** The courses the job names already (their titles, should one not be among the choices). */
  known: readonly CourseRef[];
  onChange: (lists: { requiredCourseIds: string[]; preferredCourseIds: string[] }) => void;
  errors: { required?: string; preferred?: string };
}) {
  const { t: tm } = useTranslation('matching', { useSuspense: true });
  const id = useId();
  const choices = useCourseChoices();
  const courses = [...(choices.data ?? [])];
  for (const course of known) if (!courses.some((c) => c.courseId === course.courseId)) courses.push(course);
  const choiceOf = (courseId: string): Choice =>
    required.includes(courseId) ? 'required' : preferred.includes(courseId) ? 'preferred' : 'none';
  const choose = (courseId: string, choice: Choice) => {
    const without = (ids: readonly string[]) => ids.filter((c) => c !== courseId);
    onChange({
      requiredCourseIds: choice === 'required' ? [...without(required), courseId] : without(required),
      preferredCourseIds: choice === 'preferred' ? [...without(preferred), courseId] : without(preferred),
    });
  };
  const errorIds = [errors.required ? `${id}-required-error` : '', errors.preferred ? `${id}-preferred-error` : '']
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint ${errorIds}`.trim()}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{tm('formLegend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {tm('formHint', { max: JOB_REQUIREMENTS_MAX })}
      </p>
      {choices.isPending && courses.length === 0 ? (
        <p className="text-sm text-slate-600">{tm('loading')}</p>
      ) : choices.isError && courses.length === 0 ? (
        <p className="text-sm text-slate-700">{tm('coursesLoadFailed')}</p>
      ) : courses.length === 0 ? (
        <p className="text-sm text-slate-700">{tm('noCourses')}</p>
      ) : (
        <ul className="max-h-80 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200 bg-white">
          {courses.map((course) => {
            const selectId = `${id}-${course.courseId}`;
            return (
              <li
                key={course.courseId}
                className="flex flex-col gap-1.5 px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <label htmlFor={selectId} className="text-base [overflow-wrap:anywhere] text-slate-900">
                  {course.title}
                </label>
                <div className="sm:w-52 sm:shrink-0">
                  <Select
                    id={selectId}
                    value={choiceOf(course.courseId)}
                    onChange={(e) => choose(course.courseId, e.target.value as Choice)}
                  >
                    <option value="none">{tm('none')}</option>
                    <option value="required">{tm('requiredOption')}</option>
                    <option value="preferred">{tm('preferredOption')}</option>
                  </Select>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-live="polite">
        <p data-field="requiredCourseIds" tabIndex={-1}>
          {tm('requiredCount', { n: required.length, max: JOB_REQUIREMENTS_MAX })}
        </p>
        <p data-field="preferredCourseIds" tabIndex={-1}>
          {tm('preferredCount', { n: preferred.length, max: JOB_REQUIREMENTS_MAX })}
        </p>
      </div>
      {errors.required && (
        <p id={`${id}-required-error`} className="text-sm text-red-700" role="alert">
          {tm('required')}: {translateMessage(errors.required)}
        </p>
      )}
      {errors.preferred && (
        <p id={`${id}-preferred-error`} className="text-sm text-red-700" role="alert">
          {tm('preferred')}: {translateMessage(errors.preferred)}
        </p>
      )}
    </fieldset>
  );
}
