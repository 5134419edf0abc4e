import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CompaniesTable } from '../../features/trust/components/companies-table.tsx';

export default function AdminCompaniesRoute() {
  const { t } = useTranslation('trust', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <CompaniesTable />
    </Page>
  );
}
