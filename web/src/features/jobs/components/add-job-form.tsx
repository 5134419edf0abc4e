import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast.ts';
import { useAddJob } from '../api/jobs.ts';
import { JobForm } from './job-form.tsx';

/** /addjob: a company opens an ad; success goes to its profile (the admin's form goes back to its table). */
export function AddJobForm({ doneTo = '/CompanyProfile' }: { doneTo?: string }) {
  const { t } = useTranslation('jobs');
  const add = useAddJob();
  const navigate = useNavigate();
  return (
    <JobForm
      submitLabel={t('form.submit')}
      pending={add.isPending}
      onSubmit={(input) =>
        add.mutate(input, {
          onSuccess: () => {
            notify.success(t('form.added'));
            navigate(doneTo);
          },
          onError: () => notify.error(t('form.failed')),
        })
      }
    />
  );
}
