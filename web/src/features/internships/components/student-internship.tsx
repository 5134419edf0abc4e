import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { placementEnded } from '@beceri/domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePlacements } from '../api/placements.ts';
import { FeedbackForm, PlacementFacts, StateBadge } from './placement-forms.tsx';

/**
 * 'Stajım' on the student's profile (decision 065): shown only to a student with a placement — the dates, the mentor,
 * the company's evaluation once given, and the feedback form from the last day on.
 */
export function StudentInternship() {
  return (
    <Suspense fallback={null}>
      <StudentInternshipContent />
    </Suspense>
  );
}

function StudentInternshipContent() {
  const { t } = useTranslation('internships', { useSuspense: true });
  const query = usePlacements();
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="internship">
      <h2 id="internship" className="mb-3 scroll-mt-20 text-xl font-semibold">
        {t('studentHeading')}
      </h2>
      <ul className="flex flex-col gap-4" aria-label={t('listLabel')}>
        {items.map((p) => (
          <li key={p.id}>
            <Card>
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <CardTitle>{p.jobTitle}</CardTitle>
                  <p className="text-sm text-slate-700">{p.companyName}</p>
                </div>
                <StateBadge placement={p} />
              </CardHeader>
              <CardContent className="flex flex-col gap-4">
                <PlacementFacts placement={p} />
                {placementEnded(p.endsOn) ? (
                  <FeedbackForm placement={p} />
                ) : (
                  p.endsOn && (
                    <p className="text-sm text-slate-700">{t('feedback.opensOn', { date: formatDate(p.endsOn) })}</p>
                  )
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
