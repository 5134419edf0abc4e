import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { ApiError, isSessionLost } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { RESUME_ACCEPT, resumeProblem, useReplaceResume } from '../api/resume.ts';

/**
 * Uploads or replaces the student's resume: a labelled file input, a progress bar while the file goes up, wrong type
 * and too large said under the field (checked here first for a fast answer, and always by the server), success as a
 * toast. Used on the profile and in the dialog before applying without a resume.
 */
export function ResumeUpload({
  hasResume,
  onUploaded,
  beforeApplying = false,
}: {
  hasResume: boolean;
  onUploaded?: (url: string) => void;
  /** In the dialog before applying: the button says that the application follows. */
  beforeApplying?: boolean;
}) {
  const { t } = useTranslation('accounts', { useSuspense: true });
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  // A new field after each upload: empty, and saying so ('Dosya seçilmedi').
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useReplaceResume(setProgress);

  const problemText = (f: File) => {
    const problem = resumeProblem(f);
    return problem && t(problem === 'type' ? 'applying.badType' : 'applying.tooLarge');
  };
  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return fail(t('applying.chooseFile'));
    const problem = problemText(file);
    if (problem) return fail(problem);
    setError(undefined);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: (res) => {
        setProgress(null);
        setFile(null);
        setUploads((n) => n + 1);
        notify.success(t(hasResume ? 'applying.replaced' : 'applying.uploaded'));
        onUploaded?.(res.resume);
      },
      onError: (err) => {
        setProgress(null);
        // A session that ended meanwhile: the query client sends the person to /login and back.
        if (isSessionLost(err)) return;
        fail(err instanceof ApiError && err.status !== 0 && err.status < 500 ? err.message : t('applying.failed'));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <Field
        label={t(hasResume ? 'applying.replaceLabel' : 'applying.uploadLabel')}
        hint={t('applying.hint')}
        error={error}
      >
        <FileInput
          key={uploads}
          ref={inputRef}
          accept={RESUME_ACCEPT}
          disabled={upload.isPending}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setError(chosen ? (problemText(chosen) ?? undefined) : undefined);
          }}
        />
      </Field>
      {progress !== null && (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={progress}
            aria-label={t('applying.progress')}
            className="h-2 w-full max-w-xs accent-brand-700"
          />
          <span aria-hidden="true" className="text-sm text-slate-700 tabular-nums">
            {t('applying.percent', { percent: progress })}
          </span>
        </div>
      )}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {t(beforeApplying ? 'applying.uploadAndApply' : hasResume ? 'applying.replace' : 'applying.upload')}
        </Button>
      </div>
    </form>
  );
}
