import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { videoEmbed } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { courseFormTexts as t } from '../texts.ts';

/** A class as the form holds it (SPEC.md §3): sent as title, description, videoLink and a PDF. */
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

const VIDEO_HINT = 'Yalnızca YouTube ve Vimeo bağlantıları sayfada video olarak gösterilir.';

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
  const link = value.classMediaURL.trim();
  const hint = link && !videoEmbed(link) ? VIDEO_HINT : undefined;
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">{t.classHeading(index + 1)}</h3>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`${t.classHeading(index + 1)}: ${t.removeClass}`}>
          <Trash2 aria-hidden="true" className="text-red-700" />
          {t.removeClass}
        </Button>
      </div>
      <Field label={t.className}>
        <Input name="className" value={value.className} onChange={(e) => onChange({ className: e.target.value })} />
      </Field>
      <Field label={t.classDesc}>
        <Textarea name="classDesc" value={value.classDesc} onChange={(e) => onChange({ classDesc: e.target.value })} className="min-h-16" />
      </Field>
      <Field label={t.classMediaURL} hint={hint}>
        <Input
          name="classMediaURL"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={value.classMediaURL}
          onChange={(e) => onChange({ classMediaURL: e.target.value })}
        />
      </Field>
      <Field label={t.classMediaFile} hint={value.existingPdfName && !value.classMediaFile ? t.currentPdf(value.existingPdfName) : undefined}>
        <Input
          name="classMediaFile"
          type="file"
          accept="application/pdf,.pdf"
          className="h-auto py-1.5"
          onChange={(e) => onChange({ classMediaFile: e.target.files?.[0] ?? null })}
        />
      </Field>
    </div>
  );
}
