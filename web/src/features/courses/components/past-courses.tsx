import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PagedCardGrid } from '../../../components/paged-card-grid.tsx';
import { useOwnCourses } from '../api/courses.ts';

/**
 * 'Eski Kurslar' on the teacher profile: the teacher's own courses with their enrolled and passed students (issue 15,
 * in place of SPEC.md's fixed samples). The same list as 'Kurslarım', so it costs no second request.
 */
export function PastCourses() {
  const { t } = useTranslation('courses');
  const query = useOwnCourses();
  return (
    <section aria-labelledby="past-courses">
      <h2 id="past-courses" className="mb-3 text-xl font-semibold">
        {t('pastCourses.heading')}
      </h2>
      <PagedCardGrid
        query={query}
        grid="section"
        texts={{ loadFailed: t('pastCourses.loadFailed'), empty: t('pastCourses.empty'), more: t('list.more') }}
      >
        {(course) => (
          <Card className="h-full">
            <CardHeader>
              <CardTitle>{course.title}</CardTitle>
            </CardHeader>
            <CardContent>
              <p>{t('pastCourses.enrolled', { count: course.enrolledCount })}</p>
              <p className="mt-1 text-slate-700">{t('pastCourses.passed', { count: course.passedCount })}</p>
            </CardContent>
          </Card>
        )}
      </PagedCardGrid>
    </section>
  );
}
