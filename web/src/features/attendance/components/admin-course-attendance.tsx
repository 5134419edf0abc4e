import { useState } from 'react';
import { Link } from 'react-router';
import { FileDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { notify } from '../../../lib/toast.ts';
import { downloadWorkbook } from '../api/attendance.ts';
import { CourseAttendanceTable } from './course-attendance.tsx';

/** /admin/courses/attendance/{id}: a course's attendance for admins, and the auditors' workbook of every course. */
export function AdminCourseAttendance({ courseId }: { courseId: string }) {
  const { t } = useTranslation('attendance', { useSuspense: true });
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWorkbook();
    } catch {
      notify.error(t('workbookFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page
      title={t('course.heading')}
      actions={
        <Button variant="outline" onClick={download} disabled={busy}>
          <FileDown className="size-4" aria-hidden="true" /> {t('workbook')}
        </Button>
      }
    >
      <CourseAttendanceTable courseId={courseId} />
      <Link to="/admin/courses" className="mt-6 inline-block text-brand-700 underline">
        {t('course.back')}
      </Link>
    </Page>
  );
}
