import type { AttendanceStatus } from '@beceri/domain';

/** Each mark's colours: dark text on a light ground (WCAG AA), told apart by its word too, never by colour alone. */
export const STATUS_STYLE: Record<AttendanceStatus, string> = {
  present: 'border-green-300 bg-green-50 text-green-900',
  late: 'border-amber-300 bg-amber-50 text-amber-900',
  absent: 'border-red-300 bg-red-50 text-red-900',
  excused: 'border-sky-300 bg-sky-50 text-sky-900',
};
