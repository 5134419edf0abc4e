import { useId, type FormEvent, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { isLang } from '@beceri/domain/i18n';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Input, Label, Select } from './ui/input.tsx';

/**
 * The search box and filters above a public list (/jobs, /courses): a `search` landmark; the text is searched on
 * 'Ara' or Enter, each select as soon as it changes (the `children`). One column on a phone, one row on a wide screen.
 */
export function ListFilters({
  label,
  q,
  onSearch,
  texts,
  columns = 'lg:grid-cols-[2fr_1fr_1fr_auto]',
  children,
}: {
  /** The wide screen's columns: the text, each select, the button. */
  columns?: string;
  label: string;
  q: string;
  onSearch: (q: string) => void;
  texts: { query: string; placeholder: string; submit: string };
  children: ReactNode;
}) {
  const id = useId();
  // Sent without scripts (before hydration, or none), the form keeps the language the address names.
  const lang = useSearchParams()[0].get('lang');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <div role="search" aria-label={label} className="mb-4">
      <form
        onSubmit={submit}
        className={cn('grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2', columns)}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{texts.query}</Label>
          {/* Keyed by the address's text: Back, a shared link or 'clear filters' put their own text in the box. */}
          <Input
            key={q}
            id={id}
            name="q"
            type="search"
            defaultValue={q}
            placeholder={texts.placeholder}
            enterKeyHint="search"
          />
        </div>
        {children}
        {lang && isLang(lang) && <input type="hidden" name="lang" value={lang} />}
        <Button type="submit" className="w-full lg:w-auto" worksWithoutScript>
          <Search aria-hidden="true" />
          {texts.submit}
        </Button>
      </form>
    </div>
  );
}

/**
 * A filter's select, applied as soon as it changes: under its label in a list's search, or beside it (`inline`)
 * above an admin table. `allLabel` offers a first choice of no filter.
 */
export function FilterSelect<V extends string>({
  label,
  name,
  value,
  onChange,
  allLabel,
  options,
  inline = false,
}: {
  label: string;
  name?: string;
  value: V | '';
  onChange: (value: V | '') => void;
  allLabel?: string;
  options: readonly { value: V; label: string }[];
  inline?: boolean;
}) {
  const id = useId();
  return (
    <div className={inline ? 'flex items-center gap-3' : 'flex flex-col gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {/* The field is full width by design (no class merging, lib/cn.ts): beside its label, its box sets the width. */}
      <div className={inline ? 'w-56 max-w-full' : undefined}>
        <Select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value as V | '')}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

/** How many results the filters found, told to screen readers politely whenever it changes. */
export function ResultCount({ text }: { text: string | null }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-sm text-slate-700">
      {text}
    </p>
  );
}

/**
 * A public list with its search above it (/jobs, /courses): the search landmark, the polite count with 'clear
 * filters' beside it while anything is filtered, and the list, which gets the same button for its empty message.
 */
export function SearchedList({
  label,
  q,
  onSearch,
  onClear,
  filtered,
  total,
  texts,
  columns,
  selects,
  extra,
  children,
}: {
  label: string;
  q: string;
  onSearch: (q: string) => void;
  onClear: () => void;
  /** A control of the list's own under the search (/jobs: a student's 'Bana uygun ilanlar'). */
  extra?: ReactNode;
  filtered: boolean;
  /** Undefined while the first page loads. */
  total: number | undefined;
  texts: { query: string; placeholder: string; submit: string; clear: string; results: (count: number) => string };
  columns?: string;
  selects: ReactNode;
  children: (emptyAction: ReactNode) => ReactNode;
}) {
  const clearButton = (
    <Button variant="outline" onClick={onClear}>
      {texts.clear}
    </Button>
  );
  return (
    <>
      <ListFilters label={label} q={q} onSearch={onSearch} texts={texts} columns={columns}>
        {selects}
      </ListFilters>
      {extra}
      <div className="mb-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
        <ResultCount text={total === undefined ? null : texts.results(total)} />
        {/* An empty result offers it with its message instead. */}
        {filtered && total !== 0 && clearButton}
      </div>
      {children(filtered ? clearButton : undefined)}
    </>
  );
}
