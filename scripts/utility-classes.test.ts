import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * The stylesheets generate only the Bootstrap utility families listed in
 * src/styles/_utilities-trim.scss. A utility class the markup names but the trim leaves out has
 * no rule at all, and nothing else says so: the booking's document buttons lost their gap and
 * wrapped inside themselves (`gap-2`, `flex-sm-wrap`). This compiles the site's two stylesheets as
 * scripts/build-styles.mjs does and checks every utility-looking class in the sources' class
 * strings against them.
 */

const root = path.resolve(import.meta.dirname, '..');

/** Class names shaped like Bootstrap's utilities (the families the trim may generate). */
const UTILITY = new RegExp(
  '^(?:d|gap|flex|justify-content|align-items|align-self|align-content|align|order|' +
    'm|mt|mb|ms|me|mx|my|p|pt|pb|ps|pe|px|py|w|h|mw|mh|fs|fw|lh|text|bg|border|rounded|' +
    'shadow|position|top|bottom|start|end|overflow|opacity|z|user-select|pe|vr)' +
    '(?:-(?:sm|md|lg|xl|xxl))?-[a-z0-9-]+$',
);

/** Classes the site's own Sass defines with a utility-like name (not from the utilities API). */
function compiledClasses(): Set<string> {
  const silenceDeprecations = ['import', 'global-builtin', 'color-functions', 'if-function'].filter(
    (id) =>
      (sass.deprecations as unknown as Record<string, { status: string } | undefined>)[id]?.status ===
      'active',
  ) as sass.DeprecationOrId[];
  const classes = new Set<string>();
  for (const file of ['app.scss', 'pages.scss']) {
    const { css } = sass.compile(path.join(root, 'src', 'styles', file), {
      loadPaths: [path.join(root, 'node_modules')],
      quietDeps: true,
      silenceDeprecations,
    });
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name!);
  }
  return classes;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every utility-shaped class in a `className="…"` / `className='…'` / `className={'…'}` string. */
function usedUtilities(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, , value] of text.matchAll(/className=\{?(["'`])([^"'`{}$]*)\1/g)) {
      for (const name of value!.split(/\s+/)) {
        if (UTILITY.test(name) && !used.has(name)) used.set(name, path.relative(root, file));
      }
    }
  }
  return used;
}

describe('Bootstrap utility classes', () => {
  it('every utility class the markup names has a rule in the stylesheets', { timeout: 120_000 }, () => {
    const compiled = compiledClasses();
    const used = usedUtilities();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used]
      .filter(([name]) => !compiled.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
