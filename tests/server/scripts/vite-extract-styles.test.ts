import { describe, expect, it } from 'vitest';
import { orderedStylesheet, stripStyleRules } from '../../../scripts/vite-extract-styles';

describe('stripStyleRules (the build step taking precomputed styles out of the modules)', () => {
  it("turns Fluent's and the app's precomputed calls into Griffel's runtime-free ones and returns their rules", () => {
    const { code, rules } = stripStyleRules(
      [
        "import { __styles, __resetStyles } from '@griffel/react';",
        "import { __styles as _styles } from '@fluentui/react-components';",
        "export const useRoot = __resetStyles('r1', null, ['.r1{display:flex;}']);",
        "export const useSlots = __styles({ root: { sj55zd: 'f1' } }, { d: ['.f1{color:red;}'], h: ['.f2:hover{color:blue;}'] });",
        "export const useApp = _styles({ root: { Bi91k9c: 'f3' } }, { d: ['.f3{margin:0;}'] });",
      ].join('\n'),
      'probe.js',
    );
    // In any order: the stylesheet orders the rules itself.
    expect(rules).toHaveLength(3);
    expect(rules).toEqual(
      expect.arrayContaining([
        { r: ['.r1{display:flex;}'] },
        { d: ['.f1{color:red;}'], h: ['.f2:hover{color:blue;}'] },
        { d: ['.f3{margin:0;}'] },
      ]),
    );
    expect(code).not.toMatch(/display:flex|color:red|color:blue|margin:0/);
    expect(code).toMatch(/import \{ __resetCSS as \w+ \} from "@griffel\/react"/);
    expect(code).toMatch(/import \{ __css as \w+ \} from "@griffel\/react"/);
    expect(code).toMatch(/import \{ __css as \w+ \} from "@fluentui\/react-components"/);
    expect(code).toMatch(/useRoot = _+resetCSS\d*\('r1', null\)/);
    expect(code).toMatch(/useSlots = _+css\d*\(\{\s*root: \{\s*sj55zd: 'f1'\s*\}\s*\}\)/);
  });

  it('leaves a call whose rules are not literal to insert them at run time', () => {
    const source = "import { __styles } from '@griffel/react';\nexport const useSlots = (rules) => __styles({ root: {} }, rules);";
    const { code, rules } = stripStyleRules(source, 'probe.js');
    expect(rules).toEqual([]);
    expect(code).toContain('__styles({\n  root: {}\n}, rules)');
  });

  it('leaves a function of the same name from elsewhere alone', () => {
    const { rules } = stripStyleRules("import { __styles } from './mine';\n__styles({}, { d: ['.x{color:red;}'] });", 'probe.js');
    expect(rules).toEqual([]);
  });
});

describe('orderedStylesheet', () => {
  it("writes each rule once, in Griffel's order: resets, defaults, then pseudo-classes, media queries last", () => {
    const css = orderedStylesheet([
      { h: ['.h{color:blue;}'], d: ['.d{color:red;}'] },
      {
        m: [
          ['.m2{color:green;}', { m: '(min-width: 800px)' }],
          ['.m1{color:pink;}', { m: '(min-width: 400px)' }],
        ],
      },
      { d: ['.d{color:red;}', ['.short{margin:0;}', { p: -1 }]], r: ['.r{display:flex;}'] },
    ]);
    // Media queries in Griffel's default order: as their text sorts.
    expect(css).toBe('.r{display:flex;}.short{margin:0;}.d{color:red;}.h{color:blue;}.m1{color:pink;}.m2{color:green;}');
  });
});
