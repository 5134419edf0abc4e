import { Page } from '../../components/ui/page.tsx';
import { MessagesList } from '../../features/contact/components/messages-list.tsx';
import { adminMessageTexts } from '../../features/contact/texts.ts';

export default function AdminMessagesRoute() {
  return (
    <Page title={adminMessageTexts.title}>
      <MessagesList />
    </Page>
  );
}
