import { useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { fieldBase } from './input.tsx';

/**
 * A file field whose button and 'no file' text are in the page's language: the browser draws its own in the
 * browser's language ('Choose File · No file chosen' on a Turkish page in an English browser). The real input
 * stays in the page, labelled by its field and focusable (Space opens the chooser); it is only visually hidden,
 * and the box shows its focus. The look-alike button is for the mouse.
 */
export function FileInput({ className, onChange, ref, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const attach = (el: HTMLInputElement | null) => {
    input.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };
  return (
    <div
      className={cn(
        fieldBase,
        'flex min-h-10 items-center gap-3 px-2 py-1.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-amber-500 has-[input[aria-invalid=true]]:border-red-700',
        className,
      )}
    >
      <input
        ref={attach}
        type="file"
        className="sr-only"
        onChange={(e) => {
          setChosen(Array.from(e.target.files ?? []));
          onChange?.(e);
        }}
        {...props}
      />
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        disabled={props.disabled}
        onClick={() => input.current?.click()}
        className="shrink-0 rounded border border-slate-400 bg-slate-100 px-3 py-1 text-sm font-medium text-slate-900 hover:bg-slate-200"
      >
        {t(props.multiple ? 'file.chooseMany' : 'file.choose')}
      </button>
      <span aria-hidden="true" className="min-w-0 truncate text-sm text-slate-700">
        {chosen.length === 0
          ? t('file.none')
          : chosen.length === 1
            ? chosen[0]!.name
            : t('file.count', { count: chosen.length })}
      </span>
    </div>
  );
}
