import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CreateTeacherDialog } from '../../features/admin-users/components/create-teacher-dialog.tsx';
import { UsersTable } from '../../features/admin-users/components/users-table.tsx';

export default function AdminUsersRoute() {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  return (
    <Page title={t('title')} actions={<CreateTeacherDialog />}>
      <UsersTable />
    </Page>
  );
}
