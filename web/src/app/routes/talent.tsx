import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CardGridSkeleton } from '../../components/ui/skeleton.tsx';
import { CompanyApprovalBanner } from '../../features/accounts/components/company-approval-banner.tsx';

/*
 * The search is a chunk of its own, loaded by this screen: the route table in the first chunk then names only this
 * small module, not the search's many shared pieces (a visitor's /jobs carries that table: e2e/budget.spec.ts).
 */
const TalentSearch = lazy(() =>
  import('../../features/jobs/components/talent-search.tsx').then((m) => ({ default: m.TalentSearch })),
);

/** The company's talent pool (decision 063). */
export default function Route() {
  const { t } = useTranslation('workspace', { useSuspense: true, keyPrefix: 'talent' });
  return (
    <Page title={t('pageTitle')}>
      <CompanyApprovalBanner />
      <Suspense fallback={<CardGridSkeleton />}>
        <TalentSearch />
      </Suspense>
    </Page>
  );
}
