import { describe, expect, it } from 'vitest';
import { templatePrefixes, withoutUnusedRules } from './lib/unusedCss.mjs';

const css = `
.used{color:red}
.unused{color:blue}
.used .unused-child{color:green}
.unused, .used-too{margin:0}
@media (min-width:768px){.col-md-7{width:58%}.used{display:flex}}
.skeleton--line{height:1em}
.skeleton-other{height:2em}
.rdp-root .rdp-today{color:red}
button:focus-visible{outline:2px solid}
[data-network]{gap:1rem}
:root{--bs-primary:#000}
@keyframes spin{to{transform:rotate(1turn)}}
/* purgecss ignore */
:focus-visible{outline:3px solid}
`;

describe('the render-blocking stylesheet without unused rules', () => {
  it('keeps what a source names, drops what none does, and keeps template-string families', async () => {
    const source = 'data-network className="used used-too" <div className={`skeleton--${shape}`} />';
    const result = await withoutUnusedRules(css, { extraContent: source });
    for (const kept of [
      '.used{',
      '.used-too',
      '.skeleton--line',
      'button:focus-visible',
      '[data-network]',
      '--bs-primary',
      '@keyframes spin',
      'display:flex',
      ':focus-visible{',
      '.rdp-root .rdp-today',
    ])
      expect(result).toContain(kept);
    for (const dropped of ['.unused{', '.unused-child', '.col-md-7', '.skeleton-other'])
      expect(result).not.toContain(dropped);
  });

  it('finds the prefixes of classes made with template strings', () => {
    expect(
      templatePrefixes('`site-header--${group}` `home-tab-${m}` `a_${b}` `${x}` `price ${p}`').sort(),
    ).toEqual(['a_', 'home-tab-', 'site-header--']);
  });
});
