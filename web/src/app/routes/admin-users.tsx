import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page.tsx';
import { CreateTeacherDialog } from '../../features/admin-users/components/create-teacher-dialog.tsx';
import { UsersTable } from '../../features/admin-users/components/users-table.tsx';
import { useCohorts } from '../../features/cohorts/api/cohorts.ts';

/** The accounts, with the cohorts for the list's cohort filter (decision 059). */
export default function AdminUsersRoute() {
  const { t } = useTranslation('adminUsers', { useSuspense: true });
  return (
    <Page title={t('title')} actions={<CreateTeacherDialog />}>
      <UsersTable cohorts={useCohorts().data?.items} />
    </Page>
  );
}
