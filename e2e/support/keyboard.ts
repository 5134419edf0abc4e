import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moving and typing with the keyboard alone (keyboard.spec and every spec's keyboard-only journey): no click, fill or
 * focus call on an element. Reaching a control with Tab is itself the check that it can be reached.
 */

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never gets it. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Replaces the text of the field with `text`: Tab to it, Ctrl+A, type. */
export async function retype(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs into a radio group and moves with the arrow keys (Space on the first) until `label` is checked. */
export async function chooseRadio(page: Page, group: Locator, label: string) {
  const target = group.getByRole('radio', { name: label, exact: true });
  await tabTo(page, group.getByRole('radio').first());
  for (let i = 0; i < 10 && !(await target.isChecked()); i++) {
    const onTarget = await target.evaluate((el) => el === document.activeElement);
    await page.keyboard.press(onTarget ? 'Space' : 'ArrowRight');
  }
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

/** Tabs to a closed select and steps through it with the arrow keys until the option `label` is chosen. */
export async function chooseOption(page: Page, select: Locator, label: string) {
  await tabTo(page, select);
  const chosen = () => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.label);
  for (let i = 0; i < 20 && (await chosen()) !== label; i++) await page.keyboard.press('ArrowDown');
  expect(await chosen()).toBe(label);
}

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Tabs to a file input and opens it with Space; the file chooser it opens gets `files`. */
export async function chooseFiles(page: Page, input: Locator, files: FilePayload[]) {
  await tabTo(page, input);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(files);
}

/**
 * Types a day (`YYYY-MM-DD`) into a date field. Chromium lays its parts out in the browser's own order (mm/dd/yyyy
 * or dd.mm.yyyy, whatever the page's language): one ArrowUp on the first part, read back and undone, tells which.
 */
export async function typeDate(page: Page, field: Locator, day: string) {
  await tabTo(page, field);
  const before = await field.inputValue();
  await page.keyboard.press('ArrowUp');
  const after = await field.inputValue();
  await page.keyboard.press('ArrowDown');
  expect(await field.inputValue()).toBe(before);
  const monthFirst = before.slice(5, 7) !== after.slice(5, 7);
  const [y, m, d] = day.split('-');
  // Out and back in: the first part is chosen afresh, so typing replaces it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type(monthFirst ? `${m}${d}${y}` : `${d}${m}${y}`);
  await expect(field).toHaveValue(day);
}

/** The focused element inside `within`: none when the focus fell back to the page's body. */
export const focused = (within: Page | Locator) => within.locator(':focus');

/** The focused element is on screen and nothing (a fixed bar, a dialog's footer) lies over its middle. */
export async function expectFocusSeen(page: Page) {
  const target = focused(page);
  await expect(target).toBeInViewport();
  const covered = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && !el.contains(top);
  });
  expect(covered, 'the focused control is hidden under something else').toBe(false);
}
