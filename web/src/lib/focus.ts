import { flushSync } from 'react-dom';

/**
 * Removes an item now and moves the keyboard focus to the control among `selector` in `container` that took
 * the item's place (`index`), the one before it, or `fallback`: the pressed control went away with the item,
 * and the focus would otherwise fall back to the page.
 */
export function removeKeepingFocus(
  remove: () => void,
  {
    container,
    selector,
    index,
    fallback,
  }: { container: HTMLElement | null; selector: string; index: number; fallback: HTMLElement | null },
) {
  flushSync(remove);
  const left = container?.querySelectorAll<HTMLElement>(selector) ?? [];
  (left[index] ?? left[index - 1] ?? fallback)?.focus();
}
