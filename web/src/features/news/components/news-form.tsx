import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { removeKeepingFocus } from '../../../lib/focus.ts';
import type { NewsPost } from '@beceri/domain';
import type { NewsFormValues } from '../api/news.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** A Turkish field and its English twin: side by side from a tablet's width, one above the other below it. */
const PAIR = 'grid items-start gap-5 md:grid-cols-2';
/** The form's fields in the order it shows them (the error summary's order too). */
export const NEWS_FIELDS = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'details',
  'detailsEn',
  'images',
] as const;

export interface NewsFormProps {
  initial?: Pick<NewsPost, 'title' | 'description' | 'details' | 'titleEn' | 'descriptionEn' | 'detailsEn' | 'images'>;
  submitting: boolean;
  error?: unknown;
  onSubmit: (values: NewsFormValues) => void;
}

/** Add and edit share this form; on edit the kept images go back as existingImages[n]. */
export function NewsForm({ initial, submitting, error, onSubmit }: NewsFormProps) {
  const { t } = useTranslation('news', { keyPrefix: 'form' });
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [details, setDetails] = useState(initial?.details ?? '');
  const [english, setEnglish] = useState({
    titleEn: initial?.titleEn ?? '',
    descriptionEn: initial?.descriptionEn ?? '',
    detailsEn: initial?.detailsEn ?? '',
  });
  const setEn = (name: keyof typeof english) => (e: { target: { value: string } }) =>
    setEnglish((v) => ({ ...v, [name]: e.target.value }));
  const [existing, setExisting] = useState<string[]>(initial?.images ?? []);
  const [newImages, setNewImages] = useState<File[]>([]);
  const [titleMissing, setTitleMissing] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const fields: Record<string, string | undefined> = serverFieldErrors(error);
  if (titleMissing) fields.title = t('titleRequired');
  const summaryErrors = Object.fromEntries(
    Object.entries(fields).flatMap(([name, message]) => (message ? [[name, { type: 'validate', message }]] : [])),
  ) as FieldErrors;
  const imagesRef = useRef<HTMLUListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const removeImage = (src: string, index: number) =>
    removeKeepingFocus(() => setExisting((list) => list.filter((s) => s !== src)), {
      container: imagesRef.current,
      selector: 'button',
      index,
      fallback: fileRef.current,
    });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitCount((n) => n + 1);
    const missing = title.trim() === '';
    setTitleMissing(missing);
    if (missing) {
      e.currentTarget.querySelector<HTMLElement>('[name="title"]')?.focus();
      return;
    }
    onSubmit({ title, description, details, ...english, existingImages: existing, newImages });
  };

  return (
    <form onSubmit={submit} className="flex max-w-5xl flex-col gap-5" noValidate>
      <ErrorSummary
        errors={summaryErrors}
        submitCount={submitCount}
        fields={NEWS_FIELDS.map((name) => ({ name, label: t(name) }))}
      />
      {/* Each text beside its English twin (docs/product.md); one above the other on a phone. */}
      <div className={PAIR}>
        <Field label={t('title')} error={fields.title}>
          <Input
            name="title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              if (e.target.value.trim()) setTitleMissing(false);
            }}
            maxLength={200}
          />
        </Field>
        <Field label={t('titleEn')} hint={t('englishHint')} error={fields.titleEn}>
          <Input name="titleEn" lang="en" value={english.titleEn} onChange={setEn('titleEn')} maxLength={200} />
        </Field>
      </div>
      <div className={PAIR}>
        <Field label={t('description')} error={fields.description}>
          <Textarea name="description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
        </Field>
        <Field label={t('descriptionEn')} error={fields.descriptionEn}>
          <Textarea
            name="descriptionEn"
            lang="en"
            value={english.descriptionEn}
            onChange={setEn('descriptionEn')}
            rows={3}
          />
        </Field>
      </div>
      <div className={PAIR}>
        <Field label={t('details')} error={fields.details}>
          <Textarea name="details" value={details} onChange={(e) => setDetails(e.target.value)} rows={10} />
        </Field>
        <Field label={t('detailsEn')} error={fields.detailsEn}>
          <Textarea name="detailsEn" lang="en" value={english.detailsEn} onChange={setEn('detailsEn')} rows={10} />
        </Field>
      </div>
      {existing.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('existing')}</legend>
          <ul ref={imagesRef} className="flex flex-wrap gap-3">
            {existing.map((src, i) => (
              <li key={src} className="relative" data-testid="existing-image">
                <img
                  src={src}
                  alt={t('existingAlt', { n: i + 1 })}
                  width={160}
                  height={90}
                  className="h-[90px] w-40 rounded-md border object-cover"
                />
                <button
                  type="button"
                  onClick={() => removeImage(src, i)}
                  className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full bg-red-700 text-white shadow"
                  aria-label={t('removeImage', { n: i + 1 })}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Field label={t('images')} hint={t('imagesHint')} error={fields.images}>
        <FileInput
          ref={fileRef}
          name="images"
          accept={IMAGE_TYPES}
          multiple
          className="h-auto py-2"
          onChange={(e) => setNewImages(Array.from(e.target.files ?? []))}
        />
      </Field>
      {newImages.length > 0 && <p className="text-sm text-slate-700">{t('newImages', { count: newImages.length })}</p>}
      <div className="flex gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('saving') : t('save')}
        </Button>
        <Button asChild variant="outline">
          <Link to="/haberler">{t('cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
