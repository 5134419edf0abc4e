import { Page } from '../../components/ui/page.tsx';
import { AddJobForm } from '../../features/jobs/components/add-job-form.tsx';
import { jobFormTexts } from '../../features/jobs/texts.ts';

export default function Route() {
  return (
    <Page title={jobFormTexts.addTitle}>
      <AddJobForm />
    </Page>
  );
}
