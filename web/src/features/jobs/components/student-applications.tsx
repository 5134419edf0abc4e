import { EmptyState } from '../../../components/ui/page.tsx';

/** 'Başvurulan işler' on the student's profile. */
export function StudentApplications() {
  return (
    <section aria-labelledby="student-applications">
      <h2 id="student-applications" className="mb-3 text-xl font-semibold">Başvurulan işler</h2>
      <EmptyState>Henüz başvurduğunuz iş yok.</EmptyState>
    </section>
  );
}
