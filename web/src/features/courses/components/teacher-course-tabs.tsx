import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

export type TeacherCourseTab = 'content' | 'exam' | 'results' | 'statistics' | 'lab' | 'attendance';
const TABS: readonly TeacherCourseTab[] = ['content', 'exam', 'results', 'statistics', 'lab', 'attendance'];

/** The address of a tab of the teacher's course page (decision 051): the content tab is the page itself. */
export const teacherCoursePath = (courseId: string, tab: TeacherCourseTab = 'content') =>
  `/teacher/courses/${encodeURIComponent(courseId)}${tab === 'content' ? '' : `/${tab}`}`;

/**
 * The tabs of the teacher's course page as links, one address each (a tab can be bookmarked and reloaded): the current
 * one is marked with `aria-current="page"` (NavLink) and drawn underlined. The exam tab is the question bank's page.
 */
export function TeacherCourseTabs({ courseId }: { courseId: string }) {
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  return (
    <nav aria-label={ts('tabs.label')} className="mb-6 border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={teacherCoursePath(courseId, tab)}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 py-2 font-medium sm:px-4',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900',
                )
              }
            >
              {ts(`tabs.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
