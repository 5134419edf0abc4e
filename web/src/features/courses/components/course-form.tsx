import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import {
  COURSE_CATEGORIES,
  courseFieldsSchema,
  courseMessages,
  dropEmptyQuestions,
  isCourseCategory,
  questionDrafts,
  type CourseView,
  type DraftQuestion,
  type ExamSettings,
  DEFAULT_EXAM_SETTINGS,
} from '@beceri/domain';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { useCategoryLabel } from './category.ts';
import { ClassEditor, type ClassDraft } from './class-editor.tsx';
import { TestDialog } from './test-dialog.tsx';
import { ExamSettingsFields } from './exam-settings-fields.tsx';

export interface CourseFormProps {
  /** Prefills the form (edit). */
  initial?: CourseView;
  /** Whether the form carries the test (teacher add/edit, admin add). */
  withTest: boolean;
  /** An edit may change the category (admins, docs/product.md); on an add it is always chosen. */
  categoryEditable?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit: (form: FormData) => void;
}

function draftsOf(course: CourseView | undefined, nextKey: () => number): ClassDraft[] {
  return (course?.classes ?? []).map((c) => ({
    key: nextKey(),
    id: c.id,
    className: c.title,
    classDesc: c.description,
    classMediaURL: c.videoLink,
    classMediaFile: null,
    existingPdfName: c.pdfFileName ?? (c.pdfFile ? 'PDF' : null),
  }));
}

/** The multipart body of `/course/add` and `/course/edit/{id}` (docs/security.md: `pdfFileIndex`). */
export function buildCourseForm(
  fields: { title: string; description: string; category?: string },
  classes: ClassDraft[],
  questions?: DraftQuestion[],
  exam?: ExamSettings,
) {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('description', fields.description);
  if (fields.category) form.set('category', fields.category);
  const files: File[] = [];
  const sent = classes.map((c) => {
    const entry: Record<string, unknown> = {
      title: c.className,
      description: c.classDesc,
      videoLink: c.classMediaURL.trim(),
    };
    if (c.id) entry.id = c.id;
    if (c.classMediaFile) entry.pdfFileIndex = files.push(c.classMediaFile) - 1;
    return entry;
  });
  form.set('classes', JSON.stringify(sent));
  if (questions) form.set('test', JSON.stringify({ questions: dropEmptyQuestions(questions) }));
  if (exam) form.set('exam', JSON.stringify(exam));
  for (const file of files) form.append('pdfFiles', file);
  return form;
}

type FieldErrors = Partial<Record<'title' | 'description' | 'category', { type: string; message: string }>>;

/** The messages of the course's own fields (a missing title, a too long text), by field name. */
function validateFields(title: string, description: string): FieldErrors {
  const parsed = courseFieldsSchema.safeParse({ title, description });
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path[0];
    if ((name === 'title' || name === 'description') && !errors[name])
      errors[name] = { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * Title, description, category (fixed), classes and the test dialog: shared by teacher and admin screens. A submit
 * with a missing title is stopped here: the error summary names the field and the focus goes to it (docs/architecture.md).
 */
export function CourseForm({
  initial,
  withTest,
  categoryEditable = false,
  submitLabel,
  pending,
  onSubmit,
}: CourseFormProps) {
  const { t } = useTranslation('courses');
  const categoryLabel = useCategoryLabel();
  const [submitCount, setSubmitCount] = useState(0);
  const keyRef = useRef(0);
  const nextKey = () => ++keyRef.current;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [classes, setClasses] = useState<ClassDraft[]>(() => draftsOf(initial, nextKey));
  const [questions, setQuestions] = useState<DraftQuestion[]>(() => (initial ? questionDrafts(initial.test) : []));
  const [category, setCategory] = useState(initial?.category ?? '');
  const [exam, setExam] = useState<ExamSettings>(initial?.examSettings ?? DEFAULT_EXAM_SETTINGS);
  // Chosen on an add; on an edit only an admin changes it (docs/product.md), a teacher sees it locked.
  const categoryLocked = Boolean(initial) && !categoryEditable;
  const sendsCategory = !initial || categoryEditable;

  const addClass = () =>
    setClasses((list) => [
      ...list,
      { key: nextKey(), className: '', classDesc: '', classMediaURL: '', classMediaFile: null, existingPdfName: null },
    ]);
  const patchClass = (key: number, patch: Partial<ClassDraft>) =>
    setClasses((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const removeClass = (key: number) => setClasses((list) => list.filter((c) => c.key !== key));

  // Checked again on every change once a submit was refused, so that the messages go as soon as the fields are right.
  const check = (): FieldErrors => ({
    ...validateFields(title, description),
    ...(sendsCategory && !isCourseCategory(category)
      ? { category: { type: 'custom', message: courseMessages.categoryRequired } }
      : {}),
  });
  const errors = submitCount > 0 ? check() : {};
  const fields = [
    { name: 'title', label: t('form.title') },
    { name: 'description', label: t('form.description') },
    { name: 'category', label: t('form.category') },
  ] as const;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitCount((n) => n + 1);
    const found = check();
    const first = fields.find((f) => found[f.name]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    onSubmit(
      buildCourseForm(
        { title, description, category: sendsCategory ? category : undefined },
        classes,
        withTest ? questions : undefined,
        withTest ? exam : undefined,
      ),
    );
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <ErrorSummary errors={errors} fields={fields} submitCount={submitCount} />
      <Field label={t('form.title')} error={errors.title?.message}>
        <Input name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t('form.description')} error={errors.description?.message}>
        <Textarea name="description" value={description} onChange={(e) => setDescription(e.target.value)} />
      </Field>
      <Field
        label={t('form.category')}
        error={errors.category?.message}
        hint={categoryLocked ? t('search.categoryLocked') : undefined}
      >
        {categoryLocked ? (
          <Input name="category" value={categoryLabel(category)} disabled readOnly />
        ) : (
          <Select name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{t('search.chooseCategory')}</option>
            {COURSE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <section aria-labelledby="course-classes" className="flex flex-col gap-4">
        <h2 id="course-classes" className="text-xl font-semibold">
          {t('form.classes')}
        </h2>
        {classes.map((c, i) => (
          <ClassEditor
            key={c.key}
            value={c}
            index={i}
            onChange={(p) => patchClass(c.key, p)}
            onRemove={() => removeClass(c.key)}
          />
        ))}
        <Button variant="outline" onClick={addClass} className="self-start">
          <Plus aria-hidden="true" />
          {t('form.addClass')}
        </Button>
      </section>
      {withTest && (
        <section aria-labelledby="course-test" className="flex flex-col gap-3">
          <h2 id="course-test" className="text-xl font-semibold">
            {t('form.test')}
          </h2>
          <TestDialog questions={questions} onSave={setQuestions} />
          <ExamSettingsFields value={exam} onChange={setExam} />
        </section>
      )}
      <Button type="submit" size="lg" className="self-start" disabled={pending}>
        {pending ? t('form.saving') : submitLabel}
      </Button>
    </form>
  );
}
