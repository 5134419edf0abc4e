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
}: {
  errors: FieldErrors<T>;
  fields: readonly SummaryField[];
  submitCount: number;
}) {
  const { t } = useTranslation();
  const items = submitCount > 0 ? summaryItems(errors, fields) : [];
  if (items.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900">
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
                control?.focus();
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
