import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError } from '../../../lib/api.ts';
import { removeKeepingFocus } from '../../../lib/focus.ts';
import type { NewsFormValues } from '../api/news.ts';
import { newsTexts } from '../texts.ts';

const t = newsTexts.form;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export interface NewsFormProps {
  initial?: { title: string; description: string; details: string; images: string[] };
  submitting: boolean;
  error?: unknown;
  onSubmit: (values: NewsFormValues) => void;
}

/** Add and edit share this form; on edit the kept images go back as existingImages[n]. */
export function NewsForm({ initial, submitting, error, onSubmit }: NewsFormProps) {
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [details, setDetails] = useState(initial?.details ?? '');
  const [existing, setExisting] = useState<string[]>(initial?.images ?? []);
  const [newImages, setNewImages] = useState<File[]>([]);
  const fields = error instanceof ApiError ? error.fields : {};
  const imagesRef = useRef<HTMLUListElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const removeImage = (src: string, index: number) =>
    removeKeepingFocus(() => setExisting((list) => list.filter((s) => s !== src)), {
      container: imagesRef.current, selector: 'button', index, fallback: fileRef.current,
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({ title, description, details, existingImages: existing, newImages });
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-5" noValidate>
      <Field label={t.title} error={fields.title}>
        <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
      </Field>
      <Field label={t.description} error={fields.description}>
        <Textarea name="description" value={description} onChange={(e) => setDescription(e.target.value)} rows={3} />
      </Field>
      <Field label={t.details} error={fields.details}>
        <Textarea name="details" value={details} onChange={(e) => setDetails(e.target.value)} rows={10} />
      </Field>
      {existing.length > 0 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t.existing}</legend>
          <ul ref={imagesRef} className="flex flex-wrap gap-3">
            {existing.map((src, i) => (
              <li key={src} className="relative" data-testid="existing-image">
                <img src={src} alt={`${t.existing} ${i + 1}`} width={160} height={90} className="h-[90px] w-40 rounded-md border object-cover" />
                <button
                  type="button"
                  onClick={() => removeImage(src, i)}
                  className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full bg-red-700 text-white shadow"
                  aria-label={t.removeImage(i + 1)}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <Field label={t.images} hint={t.imagesHint} error={fields.images}>
        <Input
          ref={fileRef}
          type="file"
          name="images"
          accept={IMAGE_TYPES}
          multiple
          className="h-auto py-2"
          onChange={(e) => setNewImages(Array.from(e.target.files ?? []))}
        />
      </Field>
      {newImages.length > 0 && <p className="text-sm text-slate-700">{t.newImages(newImages.length)}</p>}
      <div className="flex gap-3">
        <Button type="submit" disabled={submitting}>
          {submitting ? t.saving : t.save}
        </Button>
        <Button asChild variant="outline">
          <Link to="/haberler">{t.cancel}</Link>
        </Button>
      </div>
    </form>
  );
}
