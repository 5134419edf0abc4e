import { useTranslation } from 'react-i18next';
import type { ExamSettings } from '@beceri/domain';
import { ExamSettingsFields } from '../../../components/exam-settings-fields.tsx';
import { drawSummary, type SettingsDraft, type SettingsErrors } from '../bank-state.ts';

/**
 * The exam settings beside the bank, checked as they are typed (the draw never larger than the bank): the shared fields
 * (components/exam-settings-fields.tsx, also on the course form) with the bank's messages and the draw's summary.
 */
export function SettingsPanel({
  value,
  errors,
  bankSize,
  settings,
  disabled,
  onChange,
}: {
  value: SettingsDraft;
  errors: SettingsErrors;
  bankSize: number;
  /** The checked values, null while a field is wrong. */
  settings: ExamSettings | null;
  disabled: boolean;
  onChange: (next: SettingsDraft) => void;
}) {
  const { t } = useTranslation('questionBank', { useSuspense: true });
  const error = (key: keyof SettingsErrors) => errors[key] && t(errors[key], { count: bankSize });
  const summary = settings && bankSize > 0 ? drawSummary(bankSize, settings) : null;
  return (
    <section aria-labelledby="settings-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="settings-heading" className="mb-4 text-xl font-semibold">
        {t('settings.title')}
      </h2>
      <ExamSettingsFields
        layout="stack"
        texts={{
          drawCount: t('settings.drawCount'),
          drawCountHint: t('settings.drawCountHint', { count: bankSize }),
          timeLimit: t('settings.timeLimit'),
          timeLimitHint: t('settings.timeLimitHint'),
          passPercent: t('settings.passPercent'),
          passPercentHint: t('settings.passPercentHint'),
          minAttendance: t('settings.minAttendance'),
          minAttendanceHint: t('settings.minAttendanceHint'),
          shuffle: t('settings.shuffle'),
        }}
        values={value}
        onChange={(next) => onChange({ ...value, ...next })}
        errors={{
          drawCount: error('drawCount'),
          timeLimitMinutes: error('timeLimitMinutes'),
          passPercent: error('passPercent'),
          minAttendancePercent: error('minAttendancePercent'),
        }}
        disabled={disabled}
      >
        {summary && (
          <p className="text-sm text-slate-700">
            {t('settings.summary', { drawn: summary.drawn, mark: summary.mark })}
          </p>
        )}
      </ExamSettingsFields>
    </section>
  );
}
