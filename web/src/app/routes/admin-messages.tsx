import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { MessagesList } from '../../features/contact/components/messages-list.tsx';

export default function AdminMessagesRoute() {
  const { t } = useTranslation('contact');
  return (
    <Page title={t('admin.title')}>
      <MessagesList />
    </Page>
  );
}
