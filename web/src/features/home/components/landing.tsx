import { Link } from 'react-router';
import { BookOpen, Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { NewsCarousel } from './news-carousel.tsx';

/** docs/product.md's landing block: the two entry buttons and the news carousel. */
export function Landing({ showJobsAndCourses = true }: { showJobsAndCourses?: boolean }) {
  const { t } = useTranslation('home', { useSuspense: true });
  return (
    <section aria-labelledby="landing-title" className="grid items-center gap-8 lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <h2 id="landing-title" className="text-3xl font-bold text-slate-900">
          {t('landing.title')}
        </h2>
        <p className="text-lg text-slate-700">{t('landing.lead')}</p>
        {showJobsAndCourses && (
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/courses">
                <BookOpen aria-hidden="true" /> {t('landing.toCourses')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to="/jobs">
                <Briefcase aria-hidden="true" /> {t('landing.toJobs')}
              </Link>
            </Button>
          </div>
        )}
      </div>
      <NewsCarousel />
    </section>
  );
}
