import { EmptyState } from '../../../components/ui/page.tsx';

/** The company's job ads on the company profile. */
export function CompanyJobs() {
  return (
    <section aria-labelledby="company-jobs">
      <h2 id="company-jobs" className="mb-3 text-xl font-semibold">İş ilanları</h2>
      <EmptyState>Henüz bir ilanınız yok.</EmptyState>
    </section>
  );
}
