import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ABOUT_CARDS_MAX, ABOUT_START_CARDS, type AboutCardInput, type AboutContent } from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { PageSkeleton } from '../../../components/ui/skeleton.tsx';
import { namesAnyField, serverFieldErrors } from '../../../lib/form-errors.ts';
import { removeKeepingFocus } from '../../../lib/focus.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { ABOUT_TEXTS, useAbout, useEditAbout, type AboutTexts } from '../api/about.ts';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';
/** The form's fields in the order it shows them (the error summary's order too). */
const FIELDS = [
  'mainImage',
  'mainImageAlt',
  'mainImageAltEn',
  'mainText',
  'mainTextEn',
  'cards',
  'endImage',
  'endImageAlt',
  'endImageAltEn',
] as const;
/** A Turkish field and its English twin: side by side from a tablet's width, one above the other below it. */
const PAIR = 'grid items-start gap-4 md:grid-cols-2';

function ImageInput({
  label,
  name,
  current,
  error,
  onFile,
  onRemove,
  alt,
}: {
  label: string;
  name: 'mainImage' | 'endImage';
  current: string | null;
  error?: string;
  onFile: (f: File | null) => void;
  onRemove: () => void;
  /** The picture's description in both languages, and its errors. */
  alt: {
    values: AboutTexts;
    set: (name: keyof AboutTexts, value: string) => void;
    errors: Record<string, string | undefined>;
  };
}) {
  const { t } = useTranslation('aboutEditor', { useSuspense: true });
  const tr = `${name}Alt` as const;
  const en = `${name}AltEn` as const;
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint={t('imageHint')} error={error}>
        <FileInput
          name={name}
          accept={IMAGE_TYPES}
          className="h-auto py-2"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      {current && (
        <div className="flex items-end gap-3">
          <img
            src={current}
            alt={t('current', { label })}
            width={200}
            height={84}
            className="h-[84px] w-[200px] rounded-md border object-cover"
          />
          <Button variant="outline" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" /> {t('removeImage')}
          </Button>
        </div>
      )}
      <div className={PAIR}>
        <Field label={t('imageAlt', { label })} hint={t('imageAltHint')} error={alt.errors[tr]}>
          <Input name={tr} value={alt.values[tr]} onChange={(e) => alt.set(tr, e.target.value)} maxLength={300} />
        </Field>
        <Field label={t('imageAltEn', { label })} hint={t('englishHint')} error={alt.errors[en]}>
          <Input
            name={en}
            lang="en"
            value={alt.values[en]}
            onChange={(e) => alt.set(en, e.target.value)}
            maxLength={300}
          />
        </Field>
      </div>
    </div>
  );
}

/**
 * The editor opens with what the public page shows (its text and cards, the built-in ones before a first save), so
 * changing one picture never wipes the text; a page without cards starts with three empty ones (docs/product.md).
 */
function startCards(page: AboutContent): AboutCardInput[] {
  if (page.cards.length > 0) return page.cards;
  return Array.from({ length: ABOUT_START_CARDS }, (_, i) => ({ id: i + 1, text: '', textEn: '' }));
}

function EditorForm({ page }: { page: AboutContent }) {
  const { t } = useTranslation('aboutEditor', { useSuspense: true });
  const navigate = useNavigate();
  const edit = useEditAbout();
  const [texts, setTexts] = useState<AboutTexts>(
    () => Object.fromEntries(ABOUT_TEXTS.map((n) => [n, page[n]])) as AboutTexts,
  );
  const setText = (name: keyof AboutTexts, value: string) => setTexts((v) => ({ ...v, [name]: value }));
  const mainText = texts.mainText;
  const [cards, setCards] = useState(() => startCards(page));
  const nextId = useRef(Math.max(0, ...cards.map((c) => c.id)) + 1);
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [endImage, setEndImage] = useState<File | null>(null);
  const [kept, setKept] = useState({ main: page.mainImage, end: page.endImage });
  const [textMissing, setTextMissing] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);

  const fields: Record<string, string | undefined> = serverFieldErrors(edit.error);
  if (textMissing) fields.mainText = t('mainTextRequired');
  const summaryErrors = Object.fromEntries(
    Object.entries(fields).flatMap(([name, message]) => (message ? [[name, { type: 'validate', message }]] : [])),
  ) as FieldErrors;

  const addCard = () => setCards((list) => [...list, { id: nextId.current++, text: '', textEn: '' }]);
  const setCard = (id: number, change: Partial<AboutCardInput>) =>
    setCards((list) => list.map((c) => (c.id === id ? { ...c, ...change } : c)));
  const alt = { values: texts, set: setText, errors: fields };
  const labelOf = (name: (typeof FIELDS)[number]) => {
    const picture = /^(main|end)ImageAlt(En)?$/.exec(name);
    if (!picture) return t(name as 'mainText' | 'mainTextEn' | 'cards' | 'mainImage' | 'endImage');
    return t(picture[2] ? 'imageAltEn' : 'imageAlt', { label: t(picture[1] === 'main' ? 'mainImage' : 'endImage') });
  };
  const cardsRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const removeCard = (id: number, index: number) =>
    removeKeepingFocus(() => setCards((list) => list.filter((c) => c.id !== id)), {
      container: cardsRef.current,
      selector: '[data-remove-card]',
      index,
      fallback: addRef.current,
    });

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitCount((n) => n + 1);
    const missing = mainText.trim() === '';
    setTextMissing(missing);
    if (missing) {
      e.currentTarget.querySelector<HTMLElement>('[name="mainText"]')?.focus();
      return;
    }
    edit.mutate(
      {
        ...texts,
        cards: cards.filter((c) => c.text.trim() !== ''),
        mainImage,
        endImage,
        removeMainImage: !kept.main,
        removeEndImage: !kept.end,
      },
      {
        onSuccess: () => {
          notify.success(t('saved'));
          navigate('/aboutus');
        },
        onError: (err) => {
          // A refused field is shown under it and in the summary; anything else is a toast.
          if (namesAnyField(err, FIELDS)) return;
          notify.error(err.message ? translateMessage(err.message) : t('failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex max-w-5xl flex-col gap-6" noValidate>
      <ErrorSummary
        errors={summaryErrors}
        submitCount={submitCount}
        fields={FIELDS.map((name) => ({ name, label: labelOf(name) }))}
      />
      <ImageInput
        label={t('mainImage')}
        name="mainImage"
        current={kept.main}
        error={fields.mainImage}
        onFile={setMainImage}
        onRemove={() => setKept((k) => ({ ...k, main: null }))}
        alt={alt}
      />
      <div className={PAIR}>
        <Field label={t('mainText')} error={fields.mainText}>
          <Textarea
            name="mainText"
            value={mainText}
            onChange={(e) => {
              setText('mainText', e.target.value);
              if (e.target.value.trim()) setTextMissing(false);
            }}
            rows={8}
          />
        </Field>
        <Field label={t('mainTextEn')} hint={t('englishHint')} error={fields.mainTextEn}>
          <Textarea
            name="mainTextEn"
            lang="en"
            value={texts.mainTextEn}
            onChange={(e) => setText('mainTextEn', e.target.value)}
            rows={8}
          />
        </Field>
      </div>
      <fieldset ref={cardsRef} className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t('cards')}</legend>
        {fields.cards && (
          <p className="text-sm text-red-700" role="alert">
            {translateMessage(fields.cards)}
          </p>
        )}
        {cards.map((card, i) => (
          <div key={card.id} className="flex items-start gap-2" data-testid="about-card-input">
            <div className={`flex-1 ${PAIR}`}>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`card-${card.id}`}>{t('card', { n: i + 1 })}</Label>
                <Textarea
                  id={`card-${card.id}`}
                  name={i === 0 ? 'cards' : `cards[${i}]`}
                  value={card.text}
                  onChange={(e) => setCard(card.id, { text: e.target.value })}
                  rows={2}
                />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`card-${card.id}-en`}>{t('cardEn', { n: i + 1 })}</Label>
                <Textarea
                  id={`card-${card.id}-en`}
                  lang="en"
                  value={card.textEn}
                  onChange={(e) => setCard(card.id, { textEn: e.target.value })}
                  rows={2}
                />
              </div>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              onClick={() => removeCard(card.id, i)}
              aria-label={t('removeCard', { n: i + 1 })}
              data-remove-card
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button ref={addRef} variant="outline" onClick={addCard} disabled={cards.length >= ABOUT_CARDS_MAX}>
            <Plus aria-hidden="true" /> {t('addCard')}
          </Button>
        </div>
      </fieldset>
      <ImageInput
        label={t('endImage')}
        name="endImage"
        current={kept.end}
        error={fields.endImage}
        onFile={setEndImage}
        onRemove={() => setKept((k) => ({ ...k, end: null }))}
        alt={alt}
      />
      <div>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

export function AboutEditor() {
  const { t } = useTranslation('about', { useSuspense: true });
  const query = useAbout();
  if (query.isPending) return <PageSkeleton lines={10} className="max-w-3xl" />;
  if (query.isError) return <EmptyState>{t('loadFailed')}</EmptyState>;
  return <EditorForm page={query.data} />;
}
