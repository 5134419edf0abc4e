import { useTranslation } from 'react-i18next';
import type { ExamSettings } from '@beceri/domain';
import { ExamSettingsFields, type ExamSettingsValues } from '../../../components/exam-settings-fields.tsx';

/** A number field's value: empty is null (all questions, no time limit). */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

const valuesOf = (s: ExamSettings): ExamSettingsValues => ({
  drawCount: s.drawCount === null ? '' : String(s.drawCount),
  timeLimitMinutes: s.timeLimitMinutes === null ? '' : String(s.timeLimitMinutes),
  passPercent: String(s.passPercent),
  shuffle: s.shuffle,
});

/**
 * How attempts are drawn from the bank (docs/product.md), on the course form beside the test: the shared fields
 * (components/exam-settings-fields.tsx, also beside the question bank) with the course form's numbers.
 */
export function CourseExamSettings({
  value,
  onChange,
}: {
  value: ExamSettings;
  onChange: (next: ExamSettings) => void;
}) {
  const { t } = useTranslation('exams', { useSuspense: true });
  return (
    <ExamSettingsFields
      layout="grid"
      legend={t('settings.legend')}
      texts={{
        drawCount: t('settings.drawCount'),
        drawCountHint: t('settings.drawCountHint'),
        timeLimit: t('settings.timeLimit'),
        timeLimitHint: t('settings.timeLimitHint'),
        passPercent: t('settings.passPercent'),
        passPercentHint: t('settings.passPercentHint'),
        shuffle: t('settings.shuffle'),
      }}
      values={valuesOf(value)}
      onChange={(v) =>
        onChange({
          ...value,
          drawCount: numberOrNull(v.drawCount),
          timeLimitMinutes: numberOrNull(v.timeLimitMinutes),
          passPercent: Number(v.passPercent),
          shuffle: v.shuffle,
        })
      }
    />
  );
}
