import { Page } from '../../components/ui/page.tsx';
import { MessagesList } from '../../features/admin-users/components/messages-list.tsx';
import { adminMessageTexts } from '../../features/admin-users/texts.ts';

export default function AdminMessagesRoute() {
  return (
    <Page title={adminMessageTexts.title}>
      <MessagesList />
    </Page>
  );
}
