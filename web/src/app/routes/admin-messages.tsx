import { useTranslation } from 'react-i18next';
import { DEFAULT_CONTACT_RETENTION_MONTHS } from '@beceri/domain';
import { Page } from '../../components/ui/page.tsx';
import { MessagesList } from '../../features/contact/components/messages-list.tsx';
import { usePublicConfig } from '../public-config.ts';

/** /admin/messages: the contact inbox (decision 057). */
export default function AdminMessagesRoute() {
  const { t } = useTranslation('inbox', { useSuspense: true });
  const config = usePublicConfig();
  return (
    <Page title={t('title')}>
      <MessagesList retentionMonths={config?.contactRetentionMonths ?? DEFAULT_CONTACT_RETENTION_MONTHS} />
    </Page>
  );
}
