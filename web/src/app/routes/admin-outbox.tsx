import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { OutboxTable } from '../../features/outbox/components/outbox-table.tsx';

export default function AdminOutboxRoute() {
  const { t } = useTranslation('outbox', { useSuspense: true });
  return (
    <Page title={t('title')}>
      <OutboxTable />
    </Page>
  );
}
