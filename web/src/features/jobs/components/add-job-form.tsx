import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAddJob } from '../api/jobs.ts';
import { jobFormTexts as t } from '../texts.ts';
import { JobForm } from './job-form.tsx';

/** /addjob: a company opens an ad; success goes to its profile. */
export function AddJobForm() {
  const add = useAddJob();
  const navigate = useNavigate();
  return (
    <JobForm
      submitLabel={t.submit}
      pending={add.isPending}
      onSubmit={(input) =>
        add.mutate(input, {
          onSuccess: () => {
            toast.success(t.added);
            navigate('/CompanyProfile');
          },
          onError: () => toast.error(t.failed),
        })
      }
    />
  );
}
