import { useRef, useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { COURSE_DEFAULT_CATEGORY, dropEmptyQuestions, parseTest, type CourseView, type Question } from '@beceri/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { courseFormTexts as t } from '../texts.ts';
import { ClassEditor, type ClassDraft } from './class-editor.tsx';
import { TestDialog } from './test-dialog.tsx';

export interface CourseFormProps {
  /** Prefills the form (edit). */
  initial?: CourseView;
  /** Whether the form carries the test (teacher add/edit, admin add). */
  withTest: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (form: FormData) => void;
}

function draftsOf(course: CourseView | undefined, nextKey: () => number): ClassDraft[] {
  return (course?.classes ?? []).map((c) => ({
    key: nextKey(), id: c.id, className: c.title, classDesc: c.description, classMediaURL: c.videoLink,
    classMediaFile: null, existingPdfName: c.pdfFileName ?? (c.pdfFile ? 'PDF' : null),
  }));
}

/** The multipart body of `/course/add` and `/course/edit/{id}` (DESIGN.md §4: `pdfFileIndex`). */
export function buildCourseForm(fields: { title: string; description: string; category?: string }, classes: ClassDraft[], questions?: Question[]) {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', fields.description);
  if (fields.category) form.set('category', fields.category);
  const files: File[] = [];
  const sent = classes.map((c) => {
    const entry: Record<string, unknown> = { title: c.className, description: c.classDesc, videoLink: c.classMediaURL.trim() };
    if (c.id) entry.id = c.id;
    if (c.classMediaFile) entry.pdfFileIndex = files.push(c.classMediaFile) - 1;
    return entry;
  });
  form.set('classes', JSON.stringify(sent));
  if (questions) form.set('test', JSON.stringify({ questions: dropEmptyQuestions(questions) }));
  for (const file of files) form.append('pdfFiles', file);
  return form;
}

/** Title, description, category (fixed), classes and the test dialog: shared by teacher and admin screens. */
export function CourseForm({ initial, withTest, submitLabel, pending, onSubmit }: CourseFormProps) {
  const keyRef = useRef(0);
  const nextKey = () => ++keyRef.current;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [classes, setClasses] = useState<ClassDraft[]>(() => draftsOf(initial, nextKey));
  const [questions, setQuestions] = useState<Question[]>(() => (initial ? parseTest(initial.test).questions : []));
  const category = initial?.category ?? COURSE_DEFAULT_CATEGORY;

  const addClass = () =>
    setClasses((list) => [...list, { key: nextKey(), className: '', classDesc: '', classMediaURL: '', classMediaFile: null, existingPdfName: null }]);
  const patchClass = (key: number, patch: Partial<ClassDraft>) => setClasses((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const removeClass = (key: number) => setClasses((list) => list.filter((c) => c.key !== key));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(buildCourseForm({ title, description, category: initial ? undefined : category }, classes, withTest ? questions : undefined));
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <Field label={t.title}>
        <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t.description}>
        <Textarea name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field label={t.category}>
        <Input name="category" value={category} disabled readOnly />
      </Field>
      <section aria-labelledby="course-classes" className="flex flex-col gap-4">
        <h2 id="course-classes" className="text-xl font-semibold">{t.classes}</h2>
        {classes.map((c, i) => (
          <ClassEditor key={c.key} value={c} index={i} onChange={(p) => patchClass(c.key, p)} onRemove={() => removeClass(c.key)} />
        ))}
        <Button variant="outline" onClick={addClass} className="self-start">
          <Plus aria-hidden="true" />
          {t.addClass}
        </Button>
      </section>
      {withTest && (
        <section aria-labelledby="course-test" className="flex flex-col gap-3">
          <h2 id="course-test" className="text-xl font-semibold">{t.test}</h2>
          <TestDialog questions={questions} onSave={setQuestions} />
        </section>
      )}
      <Button type="submit" size="lg" className="self-start" disabled={pending}>
        {pending ? t.saving : submitLabel}
      </Button>
    </form>
  );
}
