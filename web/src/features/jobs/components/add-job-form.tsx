import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAddJob } from '../api/jobs.ts';
import { jobFormTexts as t } from '../texts.ts';
import { JobForm } from './job-form.tsx';

/** /addjob: a company opens an ad; success goes to its profile (the admin's form goes back to its table). */
export function AddJobForm({ doneTo = '/CompanyProfile' }: { doneTo?: string }) {
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
            navigate(doneTo);
          },
          onError: () => toast.error(t.failed),
        })
      }
    />
  );
}
