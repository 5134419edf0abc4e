import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cohortInputSchema,
  DEFAULT_BIRTH_WINDOW,
  DEFAULT_COHORT_TARGET,
  PROGRAMME_FACTS,
  type CohortInput,
  type CohortView,
  type ProgrammeFact,
} from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useCohorts, useSaveCohort } from '../api/cohorts.ts';

type Form = {
  name: string;
  nameEn: string;
  startsOn: string;
  endsOn: string;
  targetParticipants: string;
  birthDateFrom: string;
  birthDateTo: string;
  facts: Record<ProgrammeFact, string>;
  factsEn: Record<ProgrammeFact, string>;
  status: 'open' | 'closed';
};

const noFacts = () => Object.fromEntries(PROGRAMME_FACTS.map((f) => [f, ''])) as Record<ProgrammeFact, string>;

/** A new cohort starts from the open one's facts and window (the next cohort is mostly the same programme). */
function formOf(c: CohortView | undefined, copy: boolean): Form {
  return {
    name: copy ? '' : (c?.name ?? ''),
    nameEn: copy ? '' : (c?.nameEn ?? ''),
    startsOn: copy ? '' : (c?.startsOn ?? ''),
    endsOn: copy ? '' : (c?.endsOn ?? ''),
    targetParticipants: String(c?.targetParticipants ?? DEFAULT_COHORT_TARGET),
    birthDateFrom: c?.birthDateFrom ?? DEFAULT_BIRTH_WINDOW.from,
    birthDateTo: c?.birthDateTo ?? DEFAULT_BIRTH_WINDOW.to,
    facts: { ...noFacts(), ...c?.facts },
    factsEn: { ...noFacts(), ...c?.factsEn },
    status: copy ? 'closed' : (c?.status ?? 'closed'),
  };
}

const inputOf = (f: Form, status = f.status): CohortInput => ({
  ...f,
  targetParticipants: f.targetParticipants.trim() === '' ? Number.NaN : Number(f.targetParticipants),
  status,
});

/** The admin's cohorts (decision 053): the list with participants against target, a form, open and close. */
export function CohortsScreen() {
  const { t } = useTranslation('indicators', { keyPrefix: 'cohorts', useSuspense: true });
  const cohorts = useCohorts();
  const items = cohorts.data?.items ?? [];
  const open = items.find((c) => c.status === 'open');
  const [editing, setEditing] = useState<{ id?: string; form: Form } | null>(null);
  const [confirm, setConfirm] = useState<{ cohort: CohortView; status: 'open' | 'closed' } | null>(null);
  const save = useSaveCohort();

  const toggle = (cohort: CohortView, status: 'open' | 'closed') =>
    save.mutate(
      { id: cohort.id, input: inputOf(formOf(cohort, false), status) },
      {
        onSuccess: () => {
          setConfirm(null);
          notify.success(t(status === 'open' ? 'opened' : 'closed', { name: cohort.name }));
        },
        onError: (err) => notify.error(err instanceof ApiError ? err.message : t('saveFailed')),
      },
    );

  return (
    <Page
      title={t('title')}
      actions={
        !editing && (
          <Button type="button" onClick={() => setEditing({ form: formOf(open, true) })}>
            {t('add')}
          </Button>
        )
      }
    >
      <p className="mb-6 max-w-[48em] text-slate-700">{t('intro')}</p>
      {editing && (
        <CohortForm
          key={editing.id ?? 'new'}
          id={editing.id}
          initial={editing.form}
          openName={open && open.id !== editing.id ? open.name : undefined}
          onDone={() => setEditing(null)}
        />
      )}
      {cohorts.isError ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : cohorts.isPending ? (
        <p>{t('loading')}</p>
      ) : items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('listLabel')}>
          {items.map((c) => (
            <li key={c.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900">
                    {c.name}
                    {c.nameEn && <span className="ml-2 text-base font-normal text-slate-600">({c.nameEn})</span>}
                  </h2>
                  <p className="text-slate-700">
                    {t('dates', { from: formatDate(c.startsOn), to: formatDate(c.endsOn) })}
                  </p>
                  <p className="text-slate-700">
                    {t('participants', { count: c.participants, target: c.targetParticipants })}
                  </p>
                </div>
                <span
                  className={
                    c.status === 'open'
                      ? 'rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900'
                      : 'rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800'
                  }
                >
                  {t(`status.${c.status}`)}
                </span>
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  aria-label={t('editNamed', { name: c.name })}
                  onClick={() => setEditing({ id: c.id, form: formOf(c, false) })}
                >
                  {t('edit')}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  aria-label={t(c.status === 'open' ? 'closeNamed' : 'openNamed', { name: c.name })}
                  onClick={() => setConfirm({ cohort: c, status: c.status === 'open' ? 'closed' : 'open' })}
                >
                  {t(c.status === 'open' ? 'close' : 'open')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        destructive={false}
        title={
          confirm ? t(confirm.status === 'open' ? 'confirmOpen' : 'confirmClose', { name: confirm.cohort.name }) : ''
        }
        description={
          confirm?.status === 'open'
            ? open && open.id !== confirm.cohort.id
              ? t('confirmOpenCloses', { name: open.name })
              : t('confirmOpenAlone')
            : t('confirmCloseNone')
        }
        confirmLabel={confirm ? t(confirm.status === 'open' ? 'open' : 'close') : ''}
        pending={save.isPending}
        onConfirm={() => confirm && toggle(confirm.cohort, confirm.status)}
      />
    </Page>
  );
}

function CohortForm({
  id,
  initial,
  openName,
  onDone,
}: {
  id?: string;
  initial: Form;
  openName?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('indicators', { keyPrefix: 'cohorts' });
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveCohort();
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf(form);
    const parsed = cohortInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id, input },
      {
        onSuccess: () => {
          notify.success(t('saved', { name: form.name.trim() }));
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
          notify.error(err instanceof ApiError ? err.message : t('saveFailed'));
        },
      },
    );
  };

  const summary = Object.values(errors).map((message) => translateMessage(message));

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="cohort-form-title"
      className="mb-8 flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="cohort-form-title" className="text-xl font-semibold text-slate-900">
        {id ? t('editTitle', { name: initial.name }) : t('addTitle')}
      </h2>
      {summary.length > 0 && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{t('fixErrors')}</p>
          <ul className="list-disc pl-5">
            {[...new Set(summary)].map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.name')} error={errors.name}>
          <Input value={form.name} onChange={(e) => set({ name: e.target.value })} required />
        </Field>
        <Field label={t('fields.nameEn')} error={errors.nameEn}>
          <Input value={form.nameEn} lang="en" onChange={(e) => set({ nameEn: e.target.value })} />
        </Field>
        <Field label={t('fields.startsOn')} error={errors.startsOn}>
          <Input type="date" value={form.startsOn} onChange={(e) => set({ startsOn: e.target.value })} required />
        </Field>
        <Field label={t('fields.endsOn')} error={errors.endsOn}>
          <Input type="date" value={form.endsOn} onChange={(e) => set({ endsOn: e.target.value })} required />
        </Field>
        <Field label={t('fields.birthDateFrom')} error={errors.birthDateFrom}>
          <Input type="date" value={form.birthDateFrom} onChange={(e) => set({ birthDateFrom: e.target.value })} />
        </Field>
        <Field label={t('fields.birthDateTo')} error={errors.birthDateTo}>
          <Input type="date" value={form.birthDateTo} onChange={(e) => set({ birthDateTo: e.target.value })} />
        </Field>
        <Field label={t('fields.targetParticipants')} error={errors.targetParticipants}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={form.targetParticipants}
            onChange={(e) => set({ targetParticipants: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-semibold text-slate-900">{t('factsLegend')}</legend>
        <p className="text-sm text-slate-600">{t('factsHint')}</p>
        {PROGRAMME_FACTS.map((fact) => (
          <div key={fact} className="grid gap-3 sm:grid-cols-2">
            <Field label={t('factTr', { fact: t(`facts.${fact}`) })} error={errors[`facts.${fact}`]}>
              <Textarea
                rows={2}
                value={form.facts[fact]}
                onChange={(e) => set({ facts: { ...form.facts, [fact]: e.target.value } })}
              />
            </Field>
            <Field label={t('factEn', { fact: t(`facts.${fact}`) })} error={errors[`factsEn.${fact}`]}>
              <Textarea
                rows={2}
                lang="en"
                value={form.factsEn[fact]}
                onChange={(e) => set({ factsEn: { ...form.factsEn, [fact]: e.target.value } })}
              />
            </Field>
          </div>
        ))}
      </fieldset>
      {!id && (
        <label className="flex items-start gap-2 text-slate-800">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={form.status === 'open'}
            onChange={(e) => set({ status: e.target.checked ? 'open' : 'closed' })}
          />
          <span>
            {t('openNow')}
            {openName && <span className="block text-sm text-slate-600">{t('openNowCloses', { name: openName })}</span>}
          </span>
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
