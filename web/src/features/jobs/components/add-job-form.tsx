import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useAddJob } from '../api/jobs.ts';
import { JobForm } from './job-form.tsx';
import { isHeldBack, type CompanyStanding } from './job-state.tsx';

/**
 * /addjob: a company opens an ad; success goes to its profile (the admin's form goes back to its table). The toast says
 * the ad is live only when it is: a company awaiting approval is told it goes live once approved.
 */
export function AddJobForm({ doneTo = '/CompanyProfile', standing }: { doneTo?: string; standing?: CompanyStanding }) {
  const { t } = useTranslation('jobs');
  const { t: tw } = useTranslation('workspace', { useSuspense: true });
  const add = useAddJob();
  const navigate = useNavigate();
  return (
    <JobForm
      submitLabel={t('form.submit')}
      pending={add.isPending}
      serverError={add.error}
      onSubmit={(input) =>
        add.mutate(input, {
          onSuccess: () => {
            notify.success(isHeldBack(standing) ? tw('form.addedPending') : t('form.added'));
            navigate(doneTo);
          },
          // The server's reason for a refused form (a course no longer published) stays under its field too.
          onError: (err) =>
            notify.error(
              err instanceof ApiError && err.status === 400 ? translateMessage(err.message) : t('form.failed'),
            ),
        })
      }
    />
  );
}
