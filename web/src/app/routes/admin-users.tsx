import { Page } from '../../components/ui/page.tsx';
import { CreateTeacherDialog } from '../../features/admin-users/components/create-teacher-dialog.tsx';
import { UsersTable } from '../../features/admin-users/components/users-table.tsx';
import { adminUserTexts } from '../../features/admin-users/texts.ts';

export default function AdminUsersRoute() {
  return (
    <Page title={adminUserTexts.title} actions={<CreateTeacherDialog />}>
      <UsersTable />
    </Page>
  );
}
