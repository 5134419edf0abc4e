import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, HelpCircle } from 'lucide-react';
import { ITEM_STATS_MIN_ATTEMPTS, type ItemStat } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, Page } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../../../components/ui/table.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { currentLocale } from '../../../lib/i18n.ts';
import { useExamStats } from '../api/exams.ts';

const percentOf = (share: number) => Math.round(share * 100);
const decimal = (value: number) =>
  value.toLocaleString(currentLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The plain-language verdict on one question, with an icon that is not the only signal. */
function Verdict({ item }: { item: ItemStat }) {
  const { t } = useTranslation('examStats', { useSuspense: true });
  if (item.hint === null) {
    return (
      <span className="flex items-start gap-2 text-green-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('hints.fine')}
      </span>
    );
  }
  if (item.hint === 'fewAttempts') {
    return (
      <span className="flex items-start gap-2 text-slate-700">
        <HelpCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('hints.fewAttempts')}
      </span>
    );
  }
  return (
    <span className="flex items-start gap-2 font-medium text-red-800">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {t(`hints.${item.hint}`)}
    </span>
  );
}

/**
 * The item statistics of a course's exam for its teacher and admins (docs/product.md): per bank question, in the
 * bank's order, the attempts that drew it, the share who answered it correctly, its point-biserial discrimination and
 * a plain-language verdict when it looks broken; the most missed question named above the table.
 */
export function ExamStatsScreen({ courseId, back }: { courseId: string; back: string }) {
  const { t } = useTranslation('examStats', { useSuspense: true });
  const frame: StatsFrame = (children, actions) => (
    <Page title={t('title')} actions={actions}>
      {children}
    </Page>
  );
  return <ExamStats courseId={courseId} back={back} frame={frame} />;
}

/** The statistics as a tab of the teacher's course page (decision 051): under an h2, without a back link. */
export function ExamStatsSection({ courseId }: { courseId: string }) {
  const { t } = useTranslation('examStats', { useSuspense: true });
  const frame: StatsFrame = (children) => (
    <section aria-labelledby="exam-stats-heading">
      <h2 id="exam-stats-heading" className="mb-4 text-xl font-semibold">
        {t('title')}
      </h2>
      {children}
    </section>
  );
  return <ExamStats courseId={courseId} frame={frame} />;
}

type StatsFrame = (children: ReactNode, actions?: ReactNode) => ReactNode;

function ExamStats({ courseId, back, frame }: { courseId: string; back?: string; frame: StatsFrame }) {
  const { t } = useTranslation('examStats', { useSuspense: true });
  const query = useExamStats(courseId);
  if (query.isPending) {
    return frame(<PageSkeleton />);
  }
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return frame(
      <>
        <p className="mb-4 text-lg text-slate-700" role="alert">
          {status === 404 ? t('notFound') : status === 403 ? t('notOwner') : t('loadFailed')}
        </p>
        <div className="flex flex-wrap gap-3">
          {status !== 404 && status !== 403 && <Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
          {back && (
            <Button asChild variant="outline">
              <Link to={back}>{t('back')}</Link>
            </Button>
          )}
        </div>
      </>,
    );
  }
  const { title, items } = query.data;
  const judged = items
    .map((item, i) => ({ item, number: i + 1 }))
    .filter(({ item }) => item.timesDrawn >= ITEM_STATS_MIN_ATTEMPTS && item.shareCorrect !== null);
  const mostMissed = judged.reduce<(typeof judged)[number] | null>(
    (worst, x) => (worst === null || x.item.shareCorrect! < worst.item.shareCorrect! ? x : worst),
    null,
  );
  return frame(
    <>
      {back && <p className="-mt-4 mb-4 text-lg font-medium text-slate-800">{title}</p>}
      <div className="mb-6 flex max-w-4xl flex-col gap-2 text-slate-700">
        <p>{t('intro')}</p>
        <p>{t('basis', { count: ITEM_STATS_MIN_ATTEMPTS })}</p>
        {mostMissed && (
          <p className="font-semibold text-slate-900">
            {t('mostMissed', { number: mostMissed.number, percent: percentOf(mostMissed.item.shareCorrect!) })}
          </p>
        )}
      </div>
      {items.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <Table label={t('tableLabel', { title })}>
          <THead>
            <Tr>
              <Th className="w-12">{t('number')}</Th>
              <Th>{t('question')}</Th>
              <Th className="text-right">{t('timesDrawn')}</Th>
              <Th className="text-right">{t('shareCorrect')}</Th>
              <Th className="text-right">{t('discrimination')}</Th>
              <Th className="min-w-64">{t('verdict')}</Th>
            </Tr>
          </THead>
          <TBody>
            {items.map((item, i) => (
              <Tr key={item.questionId}>
                <Td className="tabular-nums">{i + 1}</Td>
                <Td className="max-w-md break-words whitespace-pre-line">{item.text}</Td>
                <Td className="text-right tabular-nums">{formatNumber(item.timesDrawn)}</Td>
                <Td className="text-right tabular-nums">
                  {item.shareCorrect === null ? t('none') : t('percent', { value: percentOf(item.shareCorrect) })}
                </Td>
                <Td className="text-right tabular-nums">
                  {item.discrimination === null ? t('none') : decimal(item.discrimination)}
                </Td>
                <Td>
                  <Verdict item={item} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    </>,
    back && (
      <Button asChild variant="outline">
        <Link to={back}>{t('back')}</Link>
      </Button>
    ),
  );
}
