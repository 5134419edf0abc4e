import { EmptyState } from '../../../components/ui/page.tsx';

/** 'Açılan kurslar' on the student's profile. */
export function StudentCourses() {
  return (
    <section aria-labelledby="student-courses">
      <h2 id="student-courses" className="mb-3 text-xl font-semibold">Açılan kurslar</h2>
      <EmptyState>Henüz kayıtlı kurs yok.</EmptyState>
    </section>
  );
}
