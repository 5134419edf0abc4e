import { useTranslation } from 'react-i18next';
import { pastCourseSamples } from '@beceri/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** 'Eski Kurslar': SPEC.md's three fixed samples on the teacher profile. */
export function PastCourses() {
  const { t } = useTranslation('accounts');
  return (
    <section aria-labelledby="past-courses">
      <h2 id="past-courses" className="mb-3 text-xl font-semibold">
        {t('pastCourses')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {pastCourseSamples.map((c) => (
          <li key={c.title}>
            <Card className="h-full">
              <CardHeader>
                <CardTitle>{c.title}</CardTitle>
              </CardHeader>
              <CardContent>{t('enrolled', { count: c.enrolled })}</CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
