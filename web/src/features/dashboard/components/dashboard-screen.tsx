import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  Award,
  Building2,
  CalendarDays,
  CalendarRange,
  CircleCheck,
  ClipboardCheck,
  FileText,
  Mail,
  Send,
  type LucideIcon,
} from 'lucide-react';
import type { AdminDashboard } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { currentLang } from '../../../lib/i18n.ts';
import { useAdminDashboard } from '../api/dashboard.ts';

interface Item {
  key: string;
  to: string;
  icon: LucideIcon;
  count: number;
  /** What the count is of ('Onay bekleyen şirket'). */
  label: string;
  /** A line under the count, or the all-done sentence when the count is 0 and `done` is set. */
  detail?: string;
  /** Shown instead of the count when there is nothing to do ('Onay bekleyen şirket yok'). */
  done?: string;
  /** A figure waiting for the admin: drawn in the accent colour while it is not 0. */
  waiting?: boolean;
}

/** One figure: the whole card is the link to where it is handled; its name reads count, label and detail. */
function Tile({ item }: { item: Item }) {
  const { icon: Icon } = item;
  const empty = item.count === 0 && item.done;
  return (
    <li>
      <Link
        to={item.to}
        data-testid={`dashboard-${item.key}`}
        className={cn(
          'flex h-full items-start gap-4 rounded-lg border bg-white p-5 shadow-sm transition-colors hover:border-brand-700 hover:bg-brand-50',
          item.waiting && item.count > 0 ? 'border-amber-400' : 'border-slate-200',
        )}
      >
        <span
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-full',
            empty ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-800',
          )}
        >
          {empty ? (
            <CircleCheck className="size-6" aria-hidden="true" />
          ) : (
            <Icon className="size-6" aria-hidden="true" />
          )}
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          {empty ? (
            <span className="text-base font-semibold text-slate-900">{item.done}</span>
          ) : (
            <>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold text-slate-900 tabular-nums">{formatNumber(item.count)}</span>
                <span className="text-base font-semibold text-slate-900">{item.label}</span>
              </span>
              {item.detail && <span className="text-sm text-slate-700">{item.detail}</span>}
            </>
          )}
        </span>
      </Link>
    </li>
  );
}

function Section({
  id,
  title,
  aside,
  children,
}: {
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">{children}</ul>
    </section>
  );
}

function useItems(d: AdminDashboard) {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const unmarked = d.sessions.ended - d.sessions.marked;
  const waiting: Item[] = [
    {
      key: 'companies',
      to: '/admin/companies',
      icon: Building2,
      count: d.companies.pending,
      label: t('companies.label'),
      detail: t('companies.detail', { verified: formatNumber(d.companies.verified) }),
      done: t('companies.empty'),
      waiting: true,
    },
    {
      key: 'messages',
      to: '/admin/messages?filter=unread',
      icon: Mail,
      count: d.unreadMessages,
      label: t('messages.label'),
      done: t('messages.empty'),
      waiting: true,
    },
    {
      key: 'mails',
      to: '/admin/outbox?state=failed',
      icon: Send,
      count: d.failedMails,
      label: t('mails.label'),
      detail: t('mails.detail'),
      done: t('mails.empty'),
      waiting: true,
    },
    {
      key: 'attendance',
      to: '/timetable',
      icon: ClipboardCheck,
      count: unmarked,
      label: t('attendance.label'),
      detail: t('attendance.detail', {
        marked: formatNumber(d.sessions.marked),
        ended: formatNumber(d.sessions.ended),
      }),
      done: t('attendance.empty'),
      waiting: true,
    },
  ];
  const cohortName = d.cohort && (currentLang() === 'en' && d.cohort.nameEn ? d.cohort.nameEn : d.cohort.name);
  const week: Item[] = [
    d.cohort
      ? {
          key: 'cohort',
          to: '/admin/cohorts',
          icon: CalendarRange,
          count: d.cohort.participants,
          label: t('cohort.label'),
          detail: t('cohort.detail', {
            name: cohortName,
            target: formatNumber(d.cohort.target),
            percent: formatNumber(Math.round((d.cohort.participants / d.cohort.target) * 100)),
          }),
        }
      : {
          key: 'cohort',
          to: '/admin/cohorts',
          icon: CalendarRange,
          count: 0,
          label: t('cohort.label'),
          done: t('cohort.empty'),
        },
    {
      key: 'sessions',
      to: '/timetable',
      icon: CalendarDays,
      count: d.sessions.week,
      label: t('sessions.label'),
      detail: t('sessions.detail', { ended: formatNumber(d.sessions.ended) }),
      done: t('sessions.empty'),
    },
    {
      key: 'applications',
      to: '/admin/indicators',
      icon: FileText,
      count: d.applicationsThisWeek,
      label: t('applications.label'),
      done: t('applications.empty'),
    },
    {
      key: 'certificates',
      to: '/admin/indicators',
      icon: Award,
      count: d.certificatesThisWeek,
      label: t('certificates.label'),
      done: t('certificates.empty'),
    },
  ];
  return { waiting, week };
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const { waiting, week } = useItems(data);
  // The week ends at next Monday 00:00; the last day shown is the Sunday before it.
  const lastDay = new Date(new Date(data.weekEnd).getTime() - 1);
  return (
    <div className="flex flex-col gap-8">
      <Section
        id="dashboard-waiting"
        title={t('waitingTitle')}
        aside={
          waiting.every((i) => i.count === 0) && (
            <p className="text-sm font-medium text-emerald-800" role="status">
              {t('allDone')}
            </p>
          )
        }
      >
        {waiting.map((item) => (
          <Tile key={item.key} item={item} />
        ))}
      </Section>
      <Section
        id="dashboard-week"
        title={t('weekTitle')}
        aside={
          <p className="text-sm text-slate-700">
            {t('week', { from: formatDate(data.weekStart), to: formatDate(lastDay) })}
          </p>
        }
      >
        {week.map((item) => (
          <Tile key={item.key} item={item} />
        ))}
      </Section>
    </div>
  );
}

/** /admin: what waits for the admin and this week's figures, each a link to where it is handled (decision 057). */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard', { useSuspense: true });
  const { t: tc } = useTranslation();
  const dashboard = useAdminDashboard();
  return (
    <div className="mx-auto flex w-full max-w-[1440px] flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      {dashboard.isPending ? (
        <div role="status" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <span className="sr-only">{tc('loading')}</span>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
      ) : dashboard.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-red-700">
            {t('loadFailed')}
          </p>
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <Figures data={dashboard.data} />
      )}
    </div>
  );
}
