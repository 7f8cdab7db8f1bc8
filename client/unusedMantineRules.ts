import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's component classes: hashed names that only Mantine's own code puts on elements. */
const MANTINE_CLASS = /\bm_[0-9a-f]{5,8}\b/g;

/**
 * `css` without the selectors that name a Mantine class no code of the build contains (such a
 * selector can match no element), and without the rules and at-rules left empty. Everything else
 * (variables, global rules, the app's own CSS modules) is kept as it is.
 */
export function withoutUnusedMantineRules(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => (selector.match(MANTINE_CLASS) ?? []).every((name) => used.has(name)));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/** `fileName` with its content hash (the 8 characters before the extension) made from `source`. */
function renamed(fileName: string, source: string): string {
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return fileName.replace(/-[\w-]{8}(\.css)$/, `-${hash}$1`);
}

/**
 * Mantine's stylesheet (@mantine/core/styles.css, ~290 KB) styles every Mantine component; the app
 * uses about half of them. A page's stylesheet is parsed before the page shows, and the pages the
 * server draws carry it inline (client/prerenderPages.ts), so the build drops the rules of the
 * components no chunk of it contains (a quarter of the CSS, less to send and to parse on a phone).
 * A stylesheet changed so is renamed by its new content (its old name was its source's: a browser
 * keeping the old file forever must never reuse it for other rules); this runs before Vite writes
 * the pages' links and the chunks' lists of their stylesheets.
 */
export function unusedMantineRules(): Plugin {
  return {
    name: 'matterhorn-unused-mantine-rules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle);
      const used = new Set<string>();
      for (const output of outputs) if (output.type === 'chunk') for (const [name] of output.code.matchAll(MANTINE_CLASS)) used.add(name);
      for (const output of outputs) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css')) continue;
        const before = String(output.source);
        const after = withoutUnusedMantineRules(before, used);
        if (after === before) continue;
        const from = output.fileName;
        const to = renamed(from, after);
        if (to === from) this.error(`cannot rename ${from}: no content hash in its name`);
        delete bundle[from];
        this.emitFile({ type: 'asset', fileName: to, source: after, originalFileName: output.originalFileNames[0] });
        for (const chunk of outputs) {
          if (chunk.type !== 'chunk') continue;
          const css = chunk.viteMetadata?.importedCss;
          if (css?.delete(from)) css.add(to);
          if (chunk.code.includes(from)) chunk.code = chunk.code.replaceAll(from, to);
        }
      }
    },
  };
}
