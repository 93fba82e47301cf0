import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as it stands, with every rule it runs by default: the results
 * `new AxeBuilder({ page }).analyze()` gives, in less than half its time.
 *
 * AxeBuilder injects axe into the page on every call and then, to merge the results of the
 * page's frames, opens a new blank page, injects axe there too, and closes it again: on CI's two
 * loaded cores about 4.5 s a call against about 2 s for the run itself, and the journeys call it a
 * few hundred times. A page without frames has nothing to merge, so it is analysed where it is
 * (`axe.run`), with axe injected once per document (a second width, or a later step of the same
 * page, reuses it). A page with frames still goes through AxeBuilder, which analyses each frame.
 */
export async function axeResults(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<AxeResults> {
  if (page.frames().length > 1) {
    await settleTransitions(page);
    const builder = new AxeBuilder({ page });
    for (const selector of exclude) builder.exclude(selector);
    return stillStyles(page, () => builder.analyze());
  }
  // Next.js streams a page's metadata: the <title> can come a moment after the body. Checked at once,
  // a page then fails document-title though its title is on its way (AxeBuilder's slower start had
  // hidden that). Wait for it, briefly: a page that never gets one still fails the rule.
  await page.waitForFunction(() => document.title.trim() !== '', null, { timeout: 5_000 }).catch(() => {});
  await settleTransitions(page);
  const injected = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!injected) {
    // As AxeBuilder configures it (only the page's own origin talks to axe; its name in the results).
    await page.evaluate(
      `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`,
    );
  }
  return stillStyles(page, () =>
    page.evaluate(
      (left) =>
        (window as unknown as { axe: typeof axe }).axe.run(left.length > 0 ? { exclude: left } : document),
      exclude,
    ),
  );
}

/**
 * Lets the page's running transitions and animations end (at most 2 s) before axe reads its colours,
 * then (`stillStyles`) holds every element in its end state while axe runs. axe reads the computed
 * style of the moment: a button whose hover colours are still fading in (the pointer rests where the
 * last click was, and the next page's button can appear under it) has text and background both
 * half-way, and fails colour contrast in neither its resting nor its hovered state. Waiting alone did
 * not do: Chromium applies a hover under a resting pointer after a layout change on a timer of its
 * own, so a transition could still start after the wait, while axe ran (stop 42 failed so on CI).
 * Two frames first, so that a hover or focus the last step caused has started its transition.
 * Endless animations (spinners) are not waited for.
 */
async function settleTransitions(page: Page) {
  await page
    .evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      const ending = document
        .getAnimations()
        .filter(
          (a) =>
            a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity),
        );
      await Promise.race([
        Promise.all(ending.map((a) => a.finished.catch(() => undefined))),
        new Promise((done) => setTimeout(done, 2_000)),
      ]);
    })
    .catch(() => {}); // a page that navigates away meanwhile is checked by the run that follows
}

/**
 * While axe runs, no transition or animation: a constructed style sheet (not subject to the page's
 * Content-Security-Policy, which would refuse a <style> without its nonce) switches them off, so
 * every style change meanwhile, such as a late hover, lands at once in its end state; changing
 * `transition` also ends a transition under way. The sheet goes again afterwards.
 */
async function stillStyles<T>(page: Page, run: () => Promise<T>): Promise<T> {
  await page
    .evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        '*, *::before, *::after { transition: none !important; animation: none !important; }',
      );
      (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    })
    .catch(() => {});
  try {
    return await run();
  } finally {
    await page
      .evaluate(() => {
        const sheet = (window as unknown as { __axeStill?: CSSStyleSheet }).__axeStill;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      })
      .catch(() => {});
  }
}
