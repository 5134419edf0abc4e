import { EmptyState } from '../../../components/ui/page.tsx';

/** The teacher's own courses on the teacher profile. */
export function TeacherCourses() {
  return (
    <section aria-labelledby="teacher-courses">
      <h2 id="teacher-courses" className="mb-3 text-xl font-semibold">Kurslar</h2>
      <EmptyState>Henüz kayıtlı kurs yok.</EmptyState>
    </section>
  );
}
