import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Upload } from 'lucide-react';
import type { QuestionBank } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { importQuestionFile, templateUrl } from '../api/question-bank.ts';

/** Row numbers of `rows.<row>.<column>` keys, in order, with their messages. */
const rowErrors = (fields: Record<string, string>) =>
  Object.entries(fields)
    .filter(([key]) => key.startsWith('rows.'))
    .map(([key, message]) => ({ key, row: Number(key.split('.')[1]), message }))
    .sort((a, b) => a.row - b.row);

/**
 * The template in both formats and the upload: pending changes are saved first, then the file's questions are added
 * to the bank by the server, all of them or none, and the refused rows are listed with their numbers.
 */
export function ImportPanel({
  courseId,
  full,
  beforeImport,
  onImported,
}: {
  courseId: string;
  full: boolean;
  /** Saves pending changes; false when they cannot be saved (the import would then drop them). */
  beforeImport: () => Promise<boolean>;
  onImported: (bank: QuestionBank) => void;
}) {
  const { t, i18n } = useTranslation('questionBank', { useSuspense: true });
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<
    { kind: 'done'; count: number } | { kind: 'error'; message: string; rows: ReturnType<typeof rowErrors> } | null
  >(null);
  const [missing, setMissing] = useState(false);
  const lang = i18n.language === 'en' ? 'en' : 'tr';

  const submit = async () => {
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      if (!(await beforeImport())) {
        setResult({ kind: 'error', message: t('import.saveFirst'), rows: [] });
        return;
      }
      const answer = await importQuestionFile(courseId, file);
      onImported(answer.bank);
      setResult({ kind: 'done', count: answer.imported });
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, String(err));
      setResult({ kind: 'error', message: e.message, rows: rowErrors(e.fields) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="import-heading" className="mb-2 text-xl font-semibold">
        {t('import.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-700">{t('import.help')}</p>
      <div className="mb-4 flex flex-wrap gap-2">
        <a
          className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-brand-800 hover:bg-slate-100"
          href={templateUrl('csv', lang)}
          download
        >
          <Download className="size-4" aria-hidden="true" />
          {t('import.templateCsv')}
        </a>
        <a
          className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm font-medium text-brand-800 hover:bg-slate-100"
          href={templateUrl('xlsx', lang)}
          download
        >
          <Download className="size-4" aria-hidden="true" />
          {t('import.templateXlsx')}
        </a>
      </div>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t('import.file')} error={missing && !file ? t('import.chooseFirst') : undefined}>
          <FileInput
            ref={input}
            name="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setResult(null);
            }}
          />
        </Field>
        <Button type="submit" disabled={busy || full} className="self-start">
          <Upload aria-hidden="true" />
          {t('import.submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {result?.kind === 'done' && (
          <p className="mt-3 rounded-md bg-green-50 p-3 text-sm text-green-900">
            {t('import.done', { count: result.count })}
          </p>
        )}
      </div>
      {result?.kind === 'error' && (
        <div className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900" role="alert">
          <p className="font-medium">{result.message}</p>
          {result.rows.length > 0 && (
            <>
              <h3 className="mt-2 font-semibold">{t('import.errorsTitle')}</h3>
              <ul className="mt-1 list-disc pl-5">
                {result.rows.map((r) => (
                  <li key={r.key}>{r.message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
