import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertTriangle, ClipboardCheck, Pencil, Repeat, Trash2 } from 'lucide-react';
import { createLabSessionInputSchema, updateLabSessionInputSchema, type LabSession } from '@beceri/domain';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { notify } from '../../../lib/toast.ts';
import {
  cancelSession,
  changeSession,
  COURSE_SESSIONS_PAGE,
  planSessions,
  sessionsKey,
  useCourseSessions,
} from '../api/sessions.ts';
import { formatSession } from '../format.ts';
import { addDays, dayOfMoment, istanbulTime, istanbulToday } from '../week.ts';
import {
  emptySessionForm,
  errorsOf,
  SessionForm,
  toInput,
  useSessionForm,
  type SessionFormValues,
} from './session-form.tsx';

/** The form's toast only for what no field explains. */
const explained = (errors: object) => Object.keys(errors).length > 0;

function PlanForm({ courseId }: { courseId: string }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const qc = useQueryClient();
  const form = useSessionForm(emptySessionForm(addDays(istanbulToday(), 7)));
  const headingId = useId();
  const submit = async () => {
    if (form.busy) return;
    const checked = toInput(createLabSessionInputSchema, form.values, {
      repeatWeeks: form.values.repeatWeeks === '' ? Number.NaN : Number(form.values.repeatWeeks),
    });
    if ('errors' in checked) return form.setErrors(checked.errors);
    form.setErrors({});
    form.setBusy(true);
    try {
      const { sessions } = await planSessions(courseId, checked.input);
      notify.success(t('lab.planned', { count: sessions.length }));
      const over = sessions.find((s) => s.enrolled !== undefined && s.enrolled > s.capacity);
      if (over) notify.error(t('lab.overCapacity', { enrolled: over.enrolled, capacity: over.capacity }));
      await qc.invalidateQueries({ queryKey: sessionsKey });
    } catch (err) {
      const errors = errorsOf(err);
      form.setErrors(errors);
      if (!explained(errors)) notify.error(err instanceof Error ? err.message : t('lab.failed'));
    } finally {
      form.setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('lab.plan')}
      </h3>
      <SessionForm
        values={form.values}
        onChange={form.setValues}
        errors={form.errors}
        onSubmit={() => void submit()}
        withRepeat
      >
        {/* Not disabled while it saves: a disabled button drops the keyboard focus to the page (aria-disabled). */}
        <Button type="submit" className="w-fit aria-disabled:opacity-60" aria-disabled={form.busy || undefined}>
          {form.busy ? t('lab.saving') : t('lab.save')}
        </Button>
      </SessionForm>
    </section>
  );
}

const valuesOf = (s: LabSession): SessionFormValues => ({
  date: dayOfMoment(s.startsAt),
  start: istanbulTime(s.startsAt),
  end: istanbulTime(s.endsAt),
  room: s.room,
  capacity: String(s.capacity),
  repeatWeeks: '1',
});

function EditDialog({ session, onClose }: { session: LabSession; onClose: () => void }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const qc = useQueryClient();
  const form = useSessionForm(valuesOf(session));
  const [series, setSeries] = useState(false);
  const formId = useId();
  const submit = async () => {
    const checked = toInput(updateLabSessionInputSchema, form.values, series ? { applyToSeries: true } : {});
    if ('errors' in checked) return form.setErrors(checked.errors);
    form.setErrors({});
    form.setBusy(true);
    try {
      await changeSession(session.id, checked.input);
      notify.success(t('lab.changed'));
      await qc.invalidateQueries({ queryKey: sessionsKey });
      onClose();
    } catch (err) {
      const errors = errorsOf(err);
      form.setErrors(errors);
      if (!explained(errors)) notify.error(err instanceof Error ? err.message : t('lab.failed'));
    } finally {
      form.setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('lab.editTitle')} className="max-h-[90vh] w-[min(720px,calc(100vw-2rem))]">
        <SessionForm
          formId={formId}
          values={form.values}
          onChange={form.setValues}
          errors={form.errors}
          onSubmit={() => void submit()}
          withRepeat={false}
        >
          {session.seriesId && <SeriesChoice checked={series} onChange={setSeries} label={t('lab.applyToSeries')} />}
        </SessionForm>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('lab.keep')}
          </Button>
          <Button type="submit" form={formId} disabled={form.busy}>
            {form.busy ? t('lab.saving') : t('lab.saveChanges')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ session, onClose }: { session: LabSession; onClose: () => void }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const qc = useQueryClient();
  const [series, setSeries] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await cancelSession(session.id, series);
      notify.success(t('lab.cancelled', { count: deleted }));
      await qc.invalidateQueries({ queryKey: sessionsKey });
      onClose();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : t('lab.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('lab.cancelTitle')}
        description={t('lab.cancelText', { when: `${formatSession(session)} (${session.room})` })}
      >
        {session.seriesId && <SeriesChoice checked={series} onChange={setSeries} label={t('lab.cancelSeries')} />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('lab.keep')}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {t('lab.confirmCancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The teacher's course page, 'Laboratuvar' tab (decision 054): the course's sessions, a form to plan one or a weekly
 * series, and each session's edit and cancel behind a dialog. Clashes and refusals show at the fields they concern.
 */
export function CourseLabSessions({ courseId }: { courseId: string }) {
  const { t } = useTranslation('timetable', { useSuspense: true });
  const [page, setPage] = useState(1);
  const query = useCourseSessions(courseId, page);
  const [editing, setEditing] = useState<LabSession | null>(null);
  const [cancelling, setCancelling] = useState<LabSession | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('lab.title')}</h2>
        <p className="mt-1 text-slate-700">{t('lab.intro')}</p>
      </div>
      <PlanForm courseId={courseId} />
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t('lab.list')}</h3>
        {query.isPending ? (
          <TableSkeleton />
        ) : query.isError ? (
          <p role="alert" className="text-red-800">
            {t('loadFailed')}
          </p>
        ) : query.data.items.length === 0 ? (
          <EmptyState>{t('lab.empty')}</EmptyState>
        ) : (
          <>
            <Table label={t('lab.list')}>
              <THead>
                <Tr>
                  <Th>{t('lab.when')}</Th>
                  <Th>{t('lab.room')}</Th>
                  <Th>{t('lab.seats')}</Th>
                  <Th>
                    <span className="sr-only">{t('lab.actions')}</span>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {query.data.items.map((s) => {
                  const over = s.enrolled !== undefined && s.enrolled > s.capacity;
                  return (
                    <Tr key={s.id}>
                      <Td>
                        <span className="flex flex-col gap-1">
                          <span>{formatSession(s)}</span>
                          <span className="flex flex-wrap gap-1">
                            {s.seriesId && (
                              <StatusBadge tone="neutral">
                                <Repeat className="size-4" aria-hidden="true" />
                                {t('lab.series')}
                              </StatusBadge>
                            )}
                            {s.marked && <StatusBadge>{t('lab.marked')}</StatusBadge>}
                          </span>
                        </span>
                      </Td>
                      <Td>{s.room}</Td>
                      <Td>
                        <span className={over ? 'flex items-center gap-1 font-semibold text-red-800' : undefined}>
                          {over && <AlertTriangle className="size-4" aria-hidden="true" />}
                          {s.enrolled ?? 0} / {s.capacity}
                          {over && <span className="sr-only">. {t('overCapacity')}</span>}
                        </span>
                      </Td>
                      <Td>
                        <span className="flex flex-wrap gap-2">
                          {/* The roster is reached from the session itself, not only from the week view. */}
                          <Link
                            to={`/sessions/${encodeURIComponent(s.id)}/attendance`}
                            className={buttonVariants({ size: 'sm', variant: 'outline' })}
                          >
                            <ClipboardCheck aria-hidden="true" />
                            {t('markAttendance')}
                            <span className="sr-only">: {formatSession(s)}</span>
                          </Link>
                          <Button size="sm" variant="outline" onClick={() => setEditing(s)}>
                            <Pencil aria-hidden="true" />
                            {t('lab.edit')}
                            <span className="sr-only">: {formatSession(s)}</span>
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setCancelling(s)} disabled={s.marked}>
                            <Trash2 aria-hidden="true" />
                            {t('lab.cancelSession')}
                            <span className="sr-only">: {formatSession(s)}</span>
                          </Button>
                        </span>
                      </Td>
                    </Tr>
                  );
                })}
              </TBody>
            </Table>
            {query.data.total > COURSE_SESSIONS_PAGE && (
              <Pagination page={page} pageCount={Math.ceil(query.data.total / COURSE_SESSIONS_PAGE)} onPage={setPage} />
            )}
          </>
        )}
      </div>
      {editing && <EditDialog session={editing} onClose={() => setEditing(null)} />}
      {cancelling && <CancelDialog session={cancelling} onClose={() => setCancelling(null)} />}
    </div>
  );
}

/** 'The rest of the series too': the edit's and the cancellation's one choice about a weekly series. */
function SeriesChoice({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
