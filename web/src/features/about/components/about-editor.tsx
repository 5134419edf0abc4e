import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import { ABOUT_CARDS_MAX, ABOUT_START_CARDS, type AboutCardInput, type AboutContent } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Label, Textarea } from '../../../components/ui/input.tsx';
import { EmptyState } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { removeKeepingFocus } from '../../../lib/focus.ts';
import { useAbout, useEditAbout } from '../api/about.ts';
import { aboutTexts } from '../texts.ts';

const t = aboutTexts.editor;
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

function ImageInput({ label, name, current, onFile, onRemove }: {
  label: string; name: string; current: string | null; onFile: (f: File | null) => void; onRemove: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Field label={label} hint={t.imageHint}>
        <Input type="file" name={name} accept={IMAGE_TYPES} className="h-auto py-2" onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      </Field>
      {current && (
        <div className="flex items-end gap-3">
          <img src={current} alt={`${label}: ${t.current}`} width={200} height={84} className="h-[84px] w-[200px] rounded-md border object-cover" />
          <Button variant="outline" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden="true" /> {t.removeImage}
          </Button>
        </div>
      )}
    </div>
  );
}

/** A saved page opens with its content; a never-saved one starts empty with three cards (SPEC.md). */
function startCards(page: AboutContent): AboutCardInput[] {
  if (page.updatedAt && page.cards.length > 0) return page.cards;
  return Array.from({ length: ABOUT_START_CARDS }, (_, i) => ({ id: i + 1, text: '' }));
}

function EditorForm({ page }: { page: AboutContent }) {
  const navigate = useNavigate();
  const edit = useEditAbout();
  const [mainText, setMainText] = useState(page.updatedAt ? page.mainText : '');
  const [cards, setCards] = useState(() => startCards(page));
  const nextId = useRef(Math.max(0, ...cards.map((c) => c.id)) + 1);
  const [mainImage, setMainImage] = useState<File | null>(null);
  const [endImage, setEndImage] = useState<File | null>(null);
  const [kept, setKept] = useState({ main: page.mainImage, end: page.endImage });

  const addCard = () => setCards((list) => [...list, { id: nextId.current++, text: '' }]);
  const setCard = (id: number, text: string) => setCards((list) => list.map((c) => (c.id === id ? { ...c, text } : c)));
  const cardsRef = useRef<HTMLFieldSetElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const removeCard = (id: number, index: number) =>
    removeKeepingFocus(() => setCards((list) => list.filter((c) => c.id !== id)), {
      container: cardsRef.current, selector: '[data-remove-card]', index, fallback: addRef.current,
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate(
      {
        mainText, cards: cards.filter((c) => c.text.trim() !== ''), mainImage, endImage,
        removeMainImage: !kept.main, removeEndImage: !kept.end,
      },
      {
        onSuccess: () => {
          toast.success(t.saved);
          navigate('/aboutus');
        },
        onError: (err) => toast.error(err.message || t.failed),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <ImageInput label={t.mainImage} name="mainImage" current={kept.main} onFile={setMainImage} onRemove={() => setKept((k) => ({ ...k, main: null }))} />
      <Field label={t.mainText}>
        <Textarea name="mainText" value={mainText} onChange={(e) => setMainText(e.target.value)} rows={8} />
      </Field>
      <fieldset ref={cardsRef} className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold text-slate-900">{t.cards}</legend>
        {cards.map((card, i) => (
          <div key={card.id} className="flex items-start gap-2" data-testid="about-card-input">
            <div className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={`card-${card.id}`}>{t.card(i + 1)}</Label>
              <Textarea id={`card-${card.id}`} name={`cards[${i}]`} value={card.text} onChange={(e) => setCard(card.id, e.target.value)} rows={2} />
            </div>
            <Button variant="ghost" size="icon" className="mt-7" onClick={() => removeCard(card.id, i)} aria-label={t.removeCard(i + 1)} data-remove-card>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <div>
          <Button ref={addRef} variant="outline" onClick={addCard} disabled={cards.length >= ABOUT_CARDS_MAX}>
            <Plus aria-hidden="true" /> {t.addCard}
          </Button>
        </div>
      </fieldset>
      <ImageInput label={t.endImage} name="endImage" current={kept.end} onFile={setEndImage} onRemove={() => setKept((k) => ({ ...k, end: null }))} />
      <div>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}

export function AboutEditor() {
  const query = useAbout();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <EmptyState>{aboutTexts.loadFailed}</EmptyState>;
  return <EditorForm page={query.data} />;
}
