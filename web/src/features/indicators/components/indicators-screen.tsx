import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  breakdownLabelKey,
  FUNNEL_STEPS,
  INDICATOR_BREAKDOWNS,
  isCalendarDay,
  type BreakdownKey,
  type Indicators,
} from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input, Label, Select } from '../../../components/ui/input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { TableSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { currentLocale, translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadIndicators, useIndicators, type IndicatorRange } from '../api/indicators.ts';
import { BarChart } from './bar-chart.tsx';

const day = (value: string | null) => (value && isCalendarDay(value) ? value : '');
/** A calendar day shown in the interface's language (noon, so no time zone moves it to another day). */
const showDay = (value: string) => formatDate(`${value}T12:00:00`);

function usePercent() {
  const { t } = useTranslation('indicators', { useSuspense: true });
  return (n: number, of: number) =>
    t('target.percent', { percent: formatNumber(of > 0 ? Math.round((n / of) * 1000) / 10 : 0) });
}

/** Two date fields with labels; 'Uygula' puts the range in the address (a reload keeps it), 'Temizle' removes it. */
function RangeForm({ range, onApply }: { range: IndicatorRange; onApply(range: IndicatorRange): void }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (from && to && from > to) return setError(t('range.order'));
    setError('');
    onApply({ from, to });
  };
  const clear = () => {
    setFrom('');
    setTo('');
    setError('');
    onApply({ from: '', to: '' });
  };
  return (
    <form onSubmit={submit} noValidate className="rounded-lg border border-slate-200 bg-white p-4">
      <fieldset className="flex flex-wrap items-end gap-4">
        <legend className="mb-2 px-1 text-sm font-semibold text-slate-800">{t('range.legend')}</legend>
        <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
          <Label htmlFor="indicators-from">{t('range.from')}</Label>
          <Input id="indicators-from" name="from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="flex min-w-40 flex-1 flex-col gap-1 sm:flex-none">
          <Label htmlFor="indicators-to">{t('range.to')}</Label>
          <Input
            id="indicators-to"
            name="to"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'indicators-range-error' : undefined}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit">{t('range.apply')}</Button>
          <Button type="button" variant="outline" onClick={clear}>
            {t('range.clear')}
          </Button>
        </div>
      </fieldset>
      {error && (
        <p id="indicators-range-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle level={2}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

function TargetCard({ data }: { data: Indicators }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  const percent = usePercent();
  const { total } = data.participants;
  return (
    <Section title={t('target.title')}>
      <p className="text-3xl font-bold text-slate-900" data-testid="participants-total">
        {t('target.summary', { total: formatNumber(total), target: formatNumber(data.target) })}
      </p>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t('target.progress')}
          aria-valuemin={0}
          aria-valuemax={data.target}
          aria-valuenow={Math.min(total, data.target)}
          aria-valuetext={`${t('target.summary', { total: formatNumber(total), target: formatNumber(data.target) })} (${percent(total, data.target)})`}
          className="h-4 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${Math.min(100, (total / data.target) * 100)}%` }}
          />
        </div>
        <span className="text-sm font-semibold text-slate-800">{percent(total, data.target)}</span>
      </div>
      <p className="text-sm text-slate-700">{t('target.note')}</p>
    </Section>
  );
}

/**
 * A short table of counts that stays a table on phones (three narrow columns fit 360 px; the shared `Table` turns
 * rows into cards there, made for wide rows), in a named region like the shared one.
 */
function CountsTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="w-full overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table role="table" className="w-full text-left text-sm">
        {children}
      </table>
    </div>
  );
}

/** A titled chart with the same numbers in a table (the table is what screen readers and phones rely on). */
function ChartWithTable({
  title,
  first,
  rows,
  total,
  columns,
}: {
  title: string;
  first: string;
  rows: { label: string; value: number }[];
  total?: number;
  columns: { count: string; share: string };
}) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  const percent = usePercent();
  const of = total ?? rows[0]?.value ?? 0;
  return (
    <div className="grid min-w-0 items-start gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="min-w-0">
        <BarChart
          name={t('chart', { name: title })}
          labels={rows.map((r) => r.label)}
          values={rows.map((r) => r.value)}
        />
      </div>
      <CountsTable label={t('table', { name: title })}>
        <THead>
          <Tr>
            <Th>{first}</Th>
            <Th className="text-right">{columns.count}</Th>
            <Th className="text-right">{columns.share}</Th>
          </Tr>
        </THead>
        <TBody>
          {rows.map((r) => (
            <Tr key={r.label}>
              <Td>{r.label}</Td>
              <Td className="text-right tabular-nums">{formatNumber(r.value)}</Td>
              <Td className="text-right tabular-nums">{percent(r.value, of)}</Td>
            </Tr>
          ))}
          {total !== undefined && (
            <Tr className="font-semibold">
              <Td>{t('columns.total')}</Td>
              <Td className="text-right tabular-nums">{formatNumber(total)}</Td>
              <Td className="text-right tabular-nums">{percent(total, total)}</Td>
            </Tr>
          )}
        </TBody>
      </CountsTable>
    </div>
  );
}

function Breakdown({ data, breakdown }: { data: Indicators; breakdown: BreakdownKey }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  const { codes } = INDICATOR_BREAKDOWNS.find((b) => b.key === breakdown)!;
  const counts = data.participants[breakdown] as Record<string, number>;
  const rows = codes.map((code) => {
    const key = breakdownLabelKey(breakdown, code);
    return { label: key ? translateMessage(key) : code, value: counts[code] ?? 0 };
  });
  return (
    <Section title={t(`breakdowns.${breakdown}`)}>
      {breakdown === 'byAgeBand' && <p className="text-sm text-slate-700">{t('ageNote')}</p>}
      <ChartWithTable
        title={t(`breakdowns.${breakdown}`)}
        first={t('columns.group')}
        rows={rows}
        total={data.participants.total}
        columns={{ count: t('columns.count'), share: t('columns.share') }}
      />
    </Section>
  );
}

function CoursesTable({ data }: { data: Indicators }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  if (data.courses.length === 0) return <EmptyState>{t('noCourses')}</EmptyState>;
  return (
    <Table label={t('table', { name: t('courses') })}>
      <THead>
        <Tr>
          <Th>{t('columns.course')}</Th>
          <Th className="text-right">{t('columns.enrolled')}</Th>
          <Th className="text-right">{t('columns.attempted')}</Th>
          <Th className="text-right">{t('columns.passed')}</Th>
        </Tr>
      </THead>
      <TBody>
        {data.courses.map((c) => (
          <Tr key={c.id}>
            <Td className="font-medium text-slate-900">{c.title}</Td>
            <Td className="text-right tabular-nums">{formatNumber(c.enrolled)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(c.attempted)}</Td>
            <Td className="text-right tabular-nums">{formatNumber(c.passed)}</Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

/** The cohort whose participants are counted; 'Tüm dönemler' by default (decision 053), kept in the address. */
function CohortPicker({
  value,
  cohorts,
  onChange,
}: {
  value: string;
  cohorts: readonly CohortChoice[];
  onChange(cohort: string): void;
}) {
  const { t, i18n } = useTranslation('indicators', { useSuspense: true });
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:max-w-md">
      <Label htmlFor="indicators-cohort">{t('cohort.label')}</Label>
      <Select id="indicators-cohort" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('cohort.all')}</option>
        {cohorts.map((c) => (
          <option key={c.id} value={c.id}>
            {(i18n.language === 'en' && c.nameEn) || c.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Lab hours (two decimals) and completion (decision 053). */
function LabTable({ data }: { data: Indicators }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  const percent = usePercent();
  const hours = (n: number) =>
    n.toLocaleString(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const rows: [string, string][] = [
    [t('lab.planned'), hours(data.hours.planned)],
    [t('lab.delivered'), hours(data.hours.delivered)],
    [t('lab.attended'), hours(data.hours.attended)],
    [t('lab.eligible'), formatNumber(data.completion.eligible)],
    [t('lab.completed'), formatNumber(data.completion.completed)],
    [t('lab.rate'), percent(data.completion.completed, data.completion.eligible)],
    [t('lab.internshipsPlaced'), formatNumber(data.internships.placed)],
    [t('lab.internshipsCompleted'), formatNumber(data.internships.completed)],
  ];
  return (
    <CountsTable label={t('table', { name: t('lab.title') })}>
      <THead>
        <Tr>
          <Th>{t('lab.indicator')}</Th>
          <Th className="text-right">{t('lab.value')}</Th>
        </Tr>
      </THead>
      <TBody>
        {rows.map(([label, value]) => (
          <Tr key={label}>
            <Td>{label}</Td>
            <Td className="text-right tabular-nums">{value}</Td>
          </Tr>
        ))}
      </TBody>
    </CountsTable>
  );
}

/** Which registrations the figures are of, in words. */
function RangeSummary({ range: { from, to } }: { range: IndicatorRange }) {
  const { t } = useTranslation('indicators', { useSuspense: true });
  let text = t('range.all');
  if (from && to) text = t('range.between', { from: showDay(from), to: showDay(to) });
  else if (from) text = t('range.since', { from: showDay(from) });
  else if (to) text = t('range.until', { to: showDay(to) });
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {text}
    </p>
  );
}

/** A cohort the picker offers (the route reads them from the cohorts feature). */
export type CohortChoice = { id: string; name: string; nameEn: string };

/** The admin's programme indicators: target, breakdowns, funnel and courses for a registration range and a cohort. */
export function IndicatorsScreen({ cohorts = [] }: { cohorts?: readonly CohortChoice[] }) {
  const { t, i18n } = useTranslation('indicators', { useSuspense: true });
  const [params, setParams] = useSearchParams();
  const cohort = params.get('cohort') ?? '';
  const range: IndicatorRange = { from: day(params.get('from')), to: day(params.get('to')), cohort };
  const query = useIndicators(range);
  const [downloading, setDownloading] = useState(false);
  const apply = (next: IndicatorRange) =>
    setParams(Object.fromEntries(Object.entries({ ...next, cohort: next.cohort ?? cohort }).filter(([, v]) => v)), {
      replace: true,
    });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadIndicators(range, t('fileName'));
    } catch {
      notify.error(t('downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const data = query.data;
  return (
    <div className="mx-auto flex w-full max-w-[1440px] flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <Button onClick={download} disabled={downloading}>
          <Download aria-hidden="true" />
          {t('download')}
        </Button>
      </div>
      <RangeForm key={`${range.from}|${range.to}`} range={range} onApply={apply} />
      <CohortPicker
        value={cohort}
        cohorts={cohorts}
        onChange={(next) => apply({ from: range.from, to: range.to, cohort: next })}
      />
      <RangeSummary range={range} />
      {data?.cohort && (
        <p className="text-sm text-slate-700">
          {t('cohort.showing', { name: (i18n.language === 'en' && data.cohort.nameEn) || data.cohort.name })}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      )}
      {query.isPending && <TableSkeleton />}
      {data && (
        <>
          <TargetCard data={data} />
          <div className="flex flex-col gap-4">
            {INDICATOR_BREAKDOWNS.map(({ key }) => (
              <Breakdown key={key} data={data} breakdown={key} />
            ))}
            <Section title={t('funnel')}>
              <ChartWithTable
                title={t('funnel')}
                first={t('columns.stage')}
                rows={FUNNEL_STEPS.map((stage) => ({
                  label: translateMessage(`indicators.funnel.${stage}`),
                  value: data.funnel[stage],
                }))}
                columns={{ count: t('columns.count'), share: t('columns.share') }}
              />
            </Section>
          </div>
          <Section title={t('lab.title')}>
            <LabTable data={data} />
          </Section>
          <Section title={t('courses')}>
            <CoursesTable data={data} />
          </Section>
        </>
      )}
    </div>
  );
}
