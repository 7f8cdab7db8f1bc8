import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withoutUnusedMantineRules } from '../../client/unusedMantineRules';

const MANTINE_CSS = path.join(__dirname, '..', '..', 'node_modules', '@mantine', 'core', 'styles.css');

describe("Mantine's stylesheet keeps the components the build uses (client/unusedMantineRules.ts)", () => {
  it('drops the selectors and rules of classes no code contains, and the at-rules left empty', () => {
    const css = [
      ':root{--mantine-color-white:#fff}',
      'body{margin:0}',
      '.m_aaaaaaa1{color:red}',
      '.m_bbbbbbb2{color:blue}',
      '.m_aaaaaaa1 .m_bbbbbbb2,.m_aaaaaaa1:where([data-active]){color:green}',
      '@media (min-width:48em){.m_bbbbbbb2{display:none}}',
      '@media (min-width:48em){.m_aaaaaaa1{display:block}}',
      '@layer mantine{@supports (display:grid){.m_bbbbbbb2{display:grid}}}',
      '.app_card__x1{padding:4px}',
      '@keyframes m_ccccccc3{from{opacity:0}to{opacity:1}}',
    ].join('\n');
    const out = withoutUnusedMantineRules(css, new Set(['m_aaaaaaa1']));
    expect(out).toContain(':root{--mantine-color-white:#fff}');
    expect(out).toContain('body{margin:0}');
    expect(out).toContain('.m_aaaaaaa1{color:red}');
    expect(out).not.toContain('m_bbbbbbb2');
    expect(out).toContain('.m_aaaaaaa1:where([data-active]){color:green}');
    expect(out).toContain('@media (min-width:48em){.m_aaaaaaa1{display:block}}');
    expect(out).not.toContain('@layer');
    expect(out).not.toContain('@supports');
    expect(out).toContain('.app_card__x1{padding:4px}');
    expect(out).toContain('@keyframes m_ccccccc3{from{opacity:0}to{opacity:1}}');
    expect(out.match(/@media/g)).toHaveLength(1);
  });

  it("keeps all of Mantine's stylesheet when every class is used, and its variables when none is", () => {
    const css = readFileSync(MANTINE_CSS, 'utf8');
    const every = new Set(css.match(/\bm_[0-9a-f]{5,8}\b/g));
    expect(every.size).toBeGreaterThan(300);
    expect(withoutUnusedMantineRules(css, every)).toBe(css);
    const none = withoutUnusedMantineRules(css, new Set());
    expect(none).not.toMatch(/\.m_[0-9a-f]{5,8}\b/);
    expect(none).toContain('--mantine-color-blue-6');
    expect(none.length).toBeLessThan(css.length / 2);
  });
});
