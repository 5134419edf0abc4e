import ExcelJS from 'exceljs';
import {
  breakdownLabelKey,
  FUNNEL_STEPS,
  INDICATOR_BREAKDOWNS,
  translate,
  type BreakdownKey,
  type Indicators,
  type IndicatorsQuery,
  type Lang,
} from '@beceri/domain';

/** Sheet name keys of the breakdowns (`workbook.sheets.*`). */
const SHEET_OF: Record<BreakdownKey, string> = {
  byGender: 'gender',
  byAgeBand: 'ageBand',
  byEducation: 'education',
  byJobSeeking: 'jobSeeking',
  byDisability: 'disability',
};

const PERCENT = '0.0%';

/**
 * The indicators as a workbook (`GET /admin/indicators.xlsx`): one sheet per table of the screen, headings in the
 * caller's language, numbers as numbers (shares as percentages Excel can reformat).
 */
export async function indicatorsWorkbook(
  ind: Indicators,
  query: IndicatorsQuery,
  lang: Lang,
  createdAt: Date,
): Promise<Buffer> {
  const t = (key: string) => translate(`workbook.${key}`, lang);
  const book = new ExcelJS.Workbook();
  book.creator = 'Beceri';
  book.created = createdAt;

  const sheet = (nameKey: string, columns: { key: string; width: number; percent?: boolean }[]) => {
    const ws = book.addWorksheet(t(`sheets.${nameKey}`));
    ws.columns = columns.map((c) => ({
      header: t(`columns.${c.key}`),
      key: c.key,
      width: c.width,
      style: c.percent ? { numFmt: PERCENT } : {},
    }));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    return ws;
  };
  const share = (n: number, of: number) => (of > 0 ? n / of : 0);
  const total = ind.participants.total;

  const summary = sheet('participants', [
    { key: 'indicator', width: 30 },
    { key: 'value', width: 16 },
  ]);
  if (ind.cohort)
    summary.addRow([t('rows.cohort'), lang === 'en' && ind.cohort.nameEn ? ind.cohort.nameEn : ind.cohort.name]);
  summary.addRow([t('rows.participants'), total]);
  summary.addRow([t('rows.target'), ind.target]);
  summary.addRow([t('rows.progress'), share(total, ind.target)]).getCell(2).numFmt = PERCENT;
  summary.addRow([t('rows.from'), query.from ?? t('rows.all')]);
  summary.addRow([t('rows.to'), query.to ?? t('rows.all')]);
  summary.addRow([t('rows.createdAt'), createdAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC']);

  for (const { key, codes } of INDICATOR_BREAKDOWNS) {
    const ws = sheet(SHEET_OF[key], [
      { key: 'group', width: 36 },
      { key: 'count', width: 10 },
      { key: 'share', width: 10, percent: true },
    ]);
    const counts = ind.participants[key] as Record<string, number>;
    for (const code of codes) {
      const labelKey = breakdownLabelKey(key, code);
      ws.addRow([labelKey ? translate(labelKey, lang) : code, counts[code], share(counts[code]!, total)]);
    }
    ws.addRow([t('rows.total'), total, share(total, total)]).font = { bold: true };
  }

  const funnel = sheet('funnel', [
    { key: 'stage', width: 30 },
    { key: 'count', width: 10 },
    { key: 'share', width: 10, percent: true },
  ]);
  for (const stage of FUNNEL_STEPS)
    funnel.addRow([
      translate(`indicators.funnel.${stage}`, lang),
      ind.funnel[stage],
      share(ind.funnel[stage], ind.funnel.registered),
    ]);

  const courses = sheet('courses', [
    { key: 'course', width: 48 },
    { key: 'enrolled', width: 12 },
    { key: 'attempted', width: 14 },
    { key: 'passed', width: 12 },
  ]);
  for (const c of ind.courses) courses.addRow([c.title, c.enrolled, c.attempted, c.passed]);

  // Lab hours and completion (decision 053): hours to two decimals.
  const lab = sheet('programme', [
    { key: 'indicator', width: 44 },
    { key: 'value', width: 16 },
  ]);
  for (const [key, value] of [
    ['hoursPlanned', ind.hours.planned],
    ['hoursDelivered', ind.hours.delivered],
    ['hoursAttended', ind.hours.attended],
  ] as const)
    lab.addRow([t(`rows.${key}`), value]).getCell(2).numFmt = '0.00';
  lab.addRow([t('rows.completionEligible'), ind.completion.eligible]);
  lab.addRow([t('rows.completionCompleted'), ind.completion.completed]);
  lab.addRow([t('rows.completionRate'), share(ind.completion.completed, ind.completion.eligible)]).getCell(2).numFmt =
    PERCENT;
  // Internships (decision 065): people placed, and those whose company evaluated the internship.
  lab.addRow([t('rows.internshipsPlaced'), ind.internships.placed]);
  lab.addRow([t('rows.internshipsCompleted'), ind.internships.completed]);

  return Buffer.from(await book.xlsx.writeBuffer());
}
