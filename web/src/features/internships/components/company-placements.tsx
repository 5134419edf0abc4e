import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placementEnded, type Placement } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '../../../lib/format.ts';
import { usePlacements } from '../api/placements.ts';
import { EvaluationForm, PlacementFacts, ScheduleForm, StateBadge } from './placement-forms.tsx';

/** 'Stajyerler' on the company's profile (decision 065): each intern's dates and mentor, the evaluation after the end. */
export function CompanyPlacements() {
  return (
    <Suspense fallback={null}>
      <CompanyPlacementsContent />
    </Suspense>
  );
}

function CompanyPlacementsContent() {
  const { t } = useTranslation('internships', { useSuspense: true });
  const query = usePlacements();
  return (
    <section aria-labelledby="internships">
      <h2 id="internships" className="mb-1 scroll-mt-20 text-xl font-semibold">
        {t('companyHeading')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('companyIntro')}</p>
      {query.isPending ? (
        <CardGridSkeleton count={1} />
      ) : query.isError ? (
        <EmptyState>{t('loadFailed')}</EmptyState>
      ) : query.data.items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('listLabel')}>
          {query.data.items.map((p) => (
            <li key={p.id}>
              <InternCard placement={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InternCard({ placement: p }: { placement: Placement }) {
  const { t } = useTranslation('internships', { useSuspense: true });
  const [editing, setEditing] = useState(false);
  const name = p.studentName ?? t('formerStudent');
  const scheduling = !p.evaluation && (editing || !p.startsOn);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <CardTitle>{name}</CardTitle>
          <p className="text-sm text-slate-700">{p.jobTitle}</p>
        </div>
        <StateBadge placement={p} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {scheduling ? (
          <ScheduleForm placement={p} onDone={p.startsOn ? () => setEditing(false) : undefined} />
        ) : (
          <>
            <PlacementFacts placement={p} />
            {!p.evaluation && (
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                aria-label={t('schedule.editNamed', { name })}
                onClick={() => setEditing(true)}
              >
                {t('schedule.edit')}
              </Button>
            )}
          </>
        )}
        {placementEnded(p.endsOn) ? (
          <EvaluationForm placement={p} />
        ) : (
          p.endsOn && (
            <p className="text-sm text-slate-700">{t('evaluation.opensOn', { date: formatDate(p.endsOn) })}</p>
          )
        )}
      </CardContent>
    </Card>
  );
}
