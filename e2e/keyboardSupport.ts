import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Driving the site with the keyboard alone (e2e/keyboard-journeys.spec.ts): Tab until a control has
 * focus, failing with the way focus went; what the focused control is; whether its focus is shown.
 * Nothing here clicks, fills or checks: only `page.keyboard`, and reads of the page.
 */

/** The focused element, briefly: tag, role, name or text, and whether it is <body>. */
async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '<body>';
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent ??
      '';
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name.trim().slice(0, 40)}"`;
  });
}

/** Whether `target` (one element) has focus now. */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus, at most `max` times, and checks its
 * focus is visible; fails listing every element focus went to on the way. Waits first for `target`
 * to be in the page (lazily loaded parts come after their frame).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeAttached({ timeout: 15_000 });
  const path: string[] = [];
  for (let presses = 0; !(await hasFocus(target)); presses++) {
    if (presses === max) {
      throw new Error(
        `${max} × ${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}; focus went: ${path.join(' → ')}`,
      );
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focusedDescription(page));
  }
  await expectFocusShown(target);
}

/**
 * The focused control is on screen and shows that it has focus (an outline or a focus shadow, as
 * WCAG 2.4.7 asks), not hidden under something or scrolled away.
 */
export async function expectFocusShown(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });
  expect(ring, `no focus indicator on ${target.toString()}`).toBe(true);
}

/** Focus did not fall back to <body> (a control that vanished or was disabled under it). */
export async function expectFocusKept(page: Page) {
  expect(await focusedDescription(page), 'focus was lost to <body>').not.toBe('<body>');
}

/** Types into the focused field what it holds replaced by `text` (select all, then type). */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * In the focused combobox, presses ArrowDown until the highlighted option (its
 * aria-activedescendant) matches `option`, then Enter.
 */
export async function chooseOption(page: Page, combobox: Locator, option: RegExp, max = 12) {
  await expect(combobox).toBeFocused();
  // The suggestions come a moment after the typing (a pause, then the answer): wait for the one wanted.
  const list = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('option', { name: option }).first()).toBeAttached({ timeout: 15_000 });
  for (let presses = 0; ; presses++) {
    const active = await combobox.getAttribute('aria-activedescendant');
    const text = active ? await page.locator(`[id="${active}"]`).textContent() : null;
    if (text && option.test(text)) break;
    if (presses === max) throw new Error(`no option matching ${option} within ${max} × ArrowDown`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/** The day (YYYY-MM-DD) the focused calendar day stands for. */
export async function focusedDay(page: Page): Promise<string> {
  return page.evaluate(
    () => (document.activeElement?.closest('[data-day]') as HTMLElement | null)?.dataset.day ?? '',
  );
}

/** A YYYY-MM-DD day `days` later. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Presses a key `times` times. */
export async function press(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}
