import { useTranslation } from 'react-i18next';
import type { ExamSettings } from '@beceri/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { drawSummary, type SettingsDraft, type SettingsErrors } from '../bank-state.ts';

/** The exam settings beside the bank, checked as they are typed (the draw never larger than the bank). */
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
  const patch = (p: Partial<SettingsDraft>) => onChange({ ...value, ...p });
  const error = (key: keyof SettingsErrors) => errors[key] && t(errors[key], { count: bankSize });
  const summary = settings && bankSize > 0 ? drawSummary(bankSize, settings) : null;
  return (
    <section aria-labelledby="settings-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="settings-heading" className="mb-4 text-xl font-semibold">
        {t('settings.title')}
      </h2>
      <fieldset className="flex flex-col gap-4" disabled={disabled}>
        <Field
          label={t('settings.drawCount')}
          hint={t('settings.drawCountHint', { count: bankSize })}
          error={error('drawCount')}
        >
          <Input
            name="drawCount"
            inputMode="numeric"
            autoComplete="off"
            value={value.drawCount}
            onChange={(e) => patch({ drawCount: e.target.value })}
          />
        </Field>
        <Field label={t('settings.timeLimit')} hint={t('settings.timeLimitHint')} error={error('timeLimitMinutes')}>
          <Input
            name="timeLimitMinutes"
            inputMode="numeric"
            autoComplete="off"
            value={value.timeLimitMinutes}
            onChange={(e) => patch({ timeLimitMinutes: e.target.value })}
          />
        </Field>
        <Field label={t('settings.passPercent')} hint={t('settings.passPercentHint')} error={error('passPercent')}>
          <Input
            name="passPercent"
            inputMode="numeric"
            autoComplete="off"
            value={value.passPercent}
            onChange={(e) => patch({ passPercent: e.target.value })}
          />
        </Field>
        <Field
          label={t('settings.minAttendance')}
          hint={t('settings.minAttendanceHint')}
          error={error('minAttendancePercent')}
        >
          <Input
            name="minAttendancePercent"
            inputMode="numeric"
            autoComplete="off"
            value={value.minAttendancePercent}
            onChange={(e) => patch({ minAttendancePercent: e.target.value })}
          />
        </Field>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="shuffle"
            className="size-5 shrink-0"
            checked={value.shuffle}
            onChange={(e) => patch({ shuffle: e.target.checked })}
          />
          {t('settings.shuffle')}
        </label>
        {summary && (
          <p className="text-sm text-slate-700">
            {t('settings.summary', { drawn: summary.drawn, mark: summary.mark })}
          </p>
        )}
      </fieldset>
    </section>
  );
}
