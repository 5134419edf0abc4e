import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import {
  COURSE_CATEGORIES,
  courseDraftSchema,
  courseFieldsSchema,
  courseDraftMessages,
  courseMessages,
  dropBlankOptions,
  dropEmptyQuestions,
  isCourseCategory,
  publishProblems,
  questionDrafts,
  questionInputSchema,
  type CourseDraftInput,
  type CourseView,
  type DraftQuestion,
  type DraftSaved,
  type ExamSettings,
  DEFAULT_EXAM_SETTINGS,
} from '@beceri/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../../components/error-summary.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { useCategoryLabel } from './category.ts';
import { ClassEditor, type ClassDraft } from './class-editor.tsx';
import { TestDialog } from './test-dialog.tsx';
import { CourseExamSettings } from './course-exam-settings.tsx';
import { translateMessage } from '../../../lib/i18n.ts';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useDraftAutosave, type AutosaveStatus, type DraftSnapshot } from './use-draft-autosave.ts';

/** The studio (decision 051): the course is a draft saved on the server as its author types; the submit publishes. */
export interface StudioProps {
  /** Null until the first save starts the draft. */
  draftId: string | null;
  onCreated?: (id: string) => void;
  /** Publishes the saved draft with the form's final content (PDFs included); rejects when it was not published. */
  onPublish: (id: string, form: FormData) => Promise<void>;
}

export interface CourseFormProps {
  /** Prefills the form (edit). */
  initial?: CourseView;
  /** Whether the form carries the test (teacher add/edit, admin add). */
  withTest: boolean;
  /** An edit may change the category (admins, docs/product.md); on an add it is always chosen. */
  categoryEditable?: boolean;
  submitLabel: string;
  pending: boolean;
  onSubmit?: (form: FormData) => void;
  studio?: StudioProps;
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

type FieldErrors = Partial<Record<'title' | 'description' | 'category' | 'classes', { type: string; message: string }>>;

/** The questions as a draft save sends them, or null while one of them is incomplete (kept on the page, not sent). */
function savableQuestions(questions: DraftQuestion[]) {
  const cleaned = dropEmptyQuestions(questions).map((q) => ({ ...q, ...dropBlankOptions(q) }));
  return cleaned.every((q) => questionInputSchema.safeParse(q).success) ? cleaned : null;
}

/** The message of a draft that cannot be saved as it stands (a video link still being typed), or null. */
function draftProblem(draft: CourseDraftInput): string | null {
  const parsed = courseDraftSchema.safeParse(draft);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? courseMessages.badClasses);
}

/** 'Kaydediliyor…', 'Kaydedildi', why it is not saved: announced politely to screen readers. */
function SaveStatus({
  status,
  problem,
  incompleteQuestions,
}: {
  status: AutosaveStatus;
  problem: string | null;
  incompleteQuestions: boolean;
}) {
  const { t: ts } = useTranslation('studio', { useSuspense: true });
  const text = problem
    ? ts('notSavedBecause', { reason: translateMessage(problem) })
    : status === 'saving'
      ? ts('saving')
      : status === 'error'
        ? ts('saveFailed')
        : status === 'saved'
          ? incompleteQuestions
            ? ts('savedWithoutQuestions')
            : ts('saved')
          : ts('autosaveHint');
  const warn = Boolean(problem) || status === 'error' || (status === 'saved' && incompleteQuestions);
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-status"
      className={warn ? 'text-sm font-medium text-amber-900' : 'text-sm text-slate-700'}
    >
      {text}
    </p>
  );
}

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
  studio,
}: CourseFormProps) {
  const { t } = useTranslation('courses');
  const { t: ts } = useTranslation('studio', { useSuspense: true });
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
  // Chosen on an add and in a draft; on an edit only an admin changes it (docs/product.md), a teacher sees it locked.
  const categoryLocked = Boolean(initial) && !categoryEditable && !studio;
  const sendsCategory = !initial || categoryEditable || Boolean(studio);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // What a draft save sends, and what the page holds that is not saved yet.
  const questionsToSave = withTest ? savableQuestions(questions) : [];
  const snapshot: DraftSnapshot = {
    draft: {
      title,
      description,
      category: isCourseCategory(category) ? category : '',
      classes: classes.map((c) => ({
        ...(c.id ? { id: c.id } : {}),
        title: c.className,
        description: c.classDesc,
        videoLink: c.classMediaURL.trim(),
      })),
      ...(withTest && questionsToSave ? { test: { questions: questionsToSave } } : {}),
      ...(withTest ? { exam } : {}),
    },
    classKeys: classes.map((c) => c.key),
  };
  const problem = studio ? draftProblem(snapshot.draft) : null;
  const onSaved = (saved: DraftSaved, sent: DraftSnapshot) => {
    const ids = new Map(sent.classKeys.map((key, i) => [key, saved.classIds[i]]));
    setClasses((list) => list.map((c) => (ids.has(c.key) ? { ...c, id: ids.get(c.key) } : c)));
    if (!studio?.draftId) studio?.onCreated?.(saved.id);
  };
  const autosave = useDraftAutosave({
    enabled: Boolean(studio) && !problem && !pending && !leaving,
    draftId: studio?.draftId ?? null,
    snapshot,
    onSaved,
  });
  // A published course (or an admin's add) is saved only by its button: anything changed since it was loaded counts.
  const [loadedKey] = useState(() => JSON.stringify(snapshot.draft));
  const pendingFiles = classes.some((c) => c.classMediaFile !== null);
  const unsaved = studio
    ? autosave.unsaved || Boolean(problem) || (withTest && questionsToSave === null) || pendingFiles
    : JSON.stringify(snapshot.draft) !== loadedKey || pendingFiles;

  const addClass = () =>
    setClasses((list) => [
      ...list,
      { key: nextKey(), className: '', classDesc: '', classMediaURL: '', classMediaFile: null, existingPdfName: null },
    ]);
  const patchClass = (key: number, patch: Partial<ClassDraft>) =>
    setClasses((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const removeClass = (key: number) => setClasses((list) => list.filter((c) => c.key !== key));

  // Checked again on every change once a submit was refused, so that the messages go as soon as the fields are right.
  const check = (): FieldErrors => {
    const found: FieldErrors = {
      ...validateFields(title, description),
      ...(sendsCategory && !isCourseCategory(category)
        ? { category: { type: 'custom', message: courseMessages.categoryRequired } }
        : {}),
    };
    // Publishing needs a description and a lesson as well (the server checks the same).
    if (studio) {
      const problems = publishProblems({ title, description, category, classCount: classes.length });
      if (problems.includes(courseDraftMessages.publishNeedsDescription) && !found.description)
        found.description = { type: 'custom', message: ts('needsDescription') };
      if (problems.includes(courseDraftMessages.publishNeedsLesson))
        found.classes = { type: 'custom', message: ts('needsLesson') };
    }
    return found;
  };
  const errors = submitCount > 0 ? check() : {};
  const fields = [
    { name: 'title', label: t('form.title') },
    { name: 'description', label: t('form.description') },
    { name: 'category', label: t('form.category') },
    { name: 'classes', label: t('form.classes') },
  ] as const;
  const formData = () =>
    buildCourseForm(
      { title, description, category: sendsCategory ? category : undefined },
      classes,
      withTest ? questions : undefined,
      withTest ? exam : undefined,
    );
  const publish = async () => {
    if (!studio) return;
    setConfirmingPublish(false);
    setLeaving(true);
    try {
      await studio.onPublish(await autosave.flush(), formData());
    } catch {
      // Not published (the reason is in a toast): the draft goes on being saved and guarded.
      setLeaving(false);
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitCount((n) => n + 1);
    const found = check();
    const first = fields.find((f) => found[f.name]);
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    if (studio) setConfirmingPublish(true);
    else onSubmit?.(formData());
  };

  return (
    <form onSubmit={submit} className="flex max-w-3xl flex-col gap-6" noValidate>
      <UnsavedChangesGuard when={unsaved && !leaving && !pending} />
      {studio && (
        <SaveStatus
          status={autosave.status}
          problem={problem}
          incompleteQuestions={withTest && questionsToSave === null}
        />
      )}
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
        {errors.classes && (
          <p className="text-sm font-medium text-red-700" id="course-classes-error">
            {translateMessage(errors.classes.message)}
          </p>
        )}
        <Button
          name="classes"
          variant="outline"
          onClick={addClass}
          className="self-start"
          aria-describedby={errors.classes ? 'course-classes-error' : undefined}
        >
          <Plus aria-hidden="true" />
          {t('form.addClass')}
        </Button>
        {studio && pendingFiles && <p className="text-sm text-slate-700">{ts('pdfOnPublish')}</p>}
      </section>
      {withTest && (
        <section aria-labelledby="course-test" className="flex flex-col gap-3">
          <h2 id="course-test" className="text-xl font-semibold">
            {t('form.test')}
          </h2>
          <TestDialog questions={questions} onSave={setQuestions} />
          <CourseExamSettings value={exam} onChange={setExam} />
        </section>
      )}
      <Button type="submit" size="lg" className="self-start" disabled={pending}>
        {pending ? t('form.saving') : submitLabel}
      </Button>
      {studio && (
        <ConfirmDialog
          open={confirmingPublish}
          onOpenChange={setConfirmingPublish}
          title={ts('confirmPublish', { title: title.trim() })}
          description={ts('confirmPublishDetail')}
          confirmLabel={ts('publish')}
          destructive={false}
          pending={pending}
          onConfirm={() => void publish()}
        />
      )}
    </form>
  );
}
