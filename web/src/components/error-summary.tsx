import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../lib/i18n.ts';

export interface SummaryField {
  /** The control's `name` attribute (docs/product.md's field names), or the `data-field` of a group of controls. */
  name: string;
  /** Its visible label, so that each message says which field it is about. */
  label: string;
}

/** Each message of a field that failed, in the order the form shows them. */
export function summaryItems<T extends FieldValues>(errors: FieldErrors<T>, fields: readonly SummaryField[]) {
  return fields.flatMap(({ name, label }) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message ? [{ name, label, message: translateMessage(message) }] : [];
  });
}

/**
 * docs/architecture.md: a refused submit shows, at the top of the form, every problem as a link to its field (never an
 * `alert()`); the form's own focus handling (react-hook-form's `shouldFocusError`) moves to the first invalid field.
 * Shown only after a submit, and gone once the fields are right.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  fields,
  submitCount,
  focusKey,
}: {
  errors: FieldErrors<T>;
  fields: readonly SummaryField[];
  submitCount: number;
  /**
   * A form that sends its focus here rather than to the first field (the sign-up form, whose fields run below a phone's
   * screen): each new value, while there are problems, focuses the summary, which brings it into view.
   */
  focusKey?: number;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const items = submitCount > 0 ? summaryItems(errors, fields) : [];
  const shown = items.length > 0;
  // Once per key, as soon as the summary shows (a refused submit's errors may arrive a render after its key): problems
  // appearing later (a field left wrong while typing) never take the focus away.
  const focused = useRef(0);
  useEffect(() => {
    if (!focusKey || !shown || focused.current === focusKey) return;
    focused.current = focusKey;
    box.current?.focus();
  }, [focusKey, shown]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={focusKey === undefined ? undefined : -1}
      className="scroll-mt-24 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{t('errorSummary.title', { count: items.length })}</p>
      <ul className="mt-2 list-disc pl-5">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${item.name}`}
              className="underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                // A field made of several controls (a list of choices) names itself with `data-field`.
                const control = event.currentTarget
                  .closest('form')
                  ?.querySelector<HTMLElement>(`[name="${item.name}"], [data-field="${item.name}"]`);
                // The field in the middle of the screen, so that its message below it is in view too (a phone).
                control?.focus({ preventScroll: true });
                control?.scrollIntoView?.({ block: 'center' });
              }}
            >
              {item.label}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
