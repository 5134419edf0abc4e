import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { videoEmbed } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';

/** A class as the form holds it (docs/product.md): sent as title, description, videoLink and a PDF. */
export interface ClassDraft {
  key: number;
  /** Set for a class that already exists: the server keeps its PDF unless a new file is chosen. */
  id?: string;
  className: string;
  classDesc: string;
  classMediaURL: string;
  classMediaFile: File | null;
  existingPdfName: string | null;
}

export function ClassEditor({
  value,
  index,
  onChange,
  onRemove,
}: {
  value: ClassDraft;
  index: number;
  onChange: (patch: Partial<ClassDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('courses');
  const link = value.classMediaURL.trim();
  const hint = link && !videoEmbed(link) ? t('form.videoHint') : undefined;
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {t('form.classHeading', { number: index + 1 })}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`${t('form.classHeading', { number: index + 1 })}: ${t('form.removeClass')}`}
        >
          <Trash2 aria-hidden="true" className="text-red-700" />
          {t('form.removeClass')}
        </Button>
      </div>
      <Field label={t('form.className')}>
        <Input name="className" value={value.className} onChange={(e) => onChange({ className: e.target.value })} />
      </Field>
      <Field label={t('form.classDesc')}>
        <Textarea
          name="classDesc"
          value={value.classDesc}
          onChange={(e) => onChange({ classDesc: e.target.value })}
          className="min-h-16"
        />
      </Field>
      <Field label={t('form.classMediaURL')} hint={hint}>
        <Input
          name="classMediaURL"
          type="url"
          inputMode="url"
          placeholder={t('form.videoPlaceholder')}
          value={value.classMediaURL}
          onChange={(e) => onChange({ classMediaURL: e.target.value })}
        />
      </Field>
      <Field
        label={t('form.classMediaFile')}
        hint={
          value.existingPdfName && !value.classMediaFile
            ? t('form.currentPdf', { name: value.existingPdfName })
            : undefined
        }
      >
        <FileInput
          name="classMediaFile"
          accept="application/pdf,.pdf"
          className="h-auto py-1.5"
          onChange={(e) => onChange({ classMediaFile: e.target.files?.[0] ?? null })}
        />
      </Field>
    </div>
  );
}
