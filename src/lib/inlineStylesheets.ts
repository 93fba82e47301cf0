/**
 * The texts of the stylesheets the layout inlines, shared from the server components that read
 * them (src/lib/styles.ts) with the server render of `InlineStylesheet`, a client component, in the
 * same process. Passed as a prop, a sheet's text would also travel in the page's RSC payload: a
 * second copy in every HTML (13–24 kB gzip) that the browser never needs, since React keeps the
 * `<style>` the server wrote. A symbol on globalThis, because the server components and the
 * server render of client components are separate module instances.
 */
const REGISTRY = Symbol.for('club-travel.inlineStylesheets');

type Holder = { [REGISTRY]?: Map<string, string> };

function registry(): Map<string, string> {
  const holder = globalThis as Holder;
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Makes a built stylesheet's text available to the server render (hashed files: never changes). */
export function shareStylesheetText(href: string, css: string): void {
  registry().set(href, css);
}

/** The text shared for `href`, or undefined when no server component of this process read it. */
export function sharedStylesheetText(href: string): string | undefined {
  return registry().get(href);
}
