/**
 * Where a search's words appear in a result's text, as ranges of plain text (UTF-16 offsets, as
 * JavaScript counts): the client marks them, so no markup from the server is ever rendered.
 */

export interface TextRange {
  start: number;
  length: number;
}

/** The words of a query, lower-cased: letters and digits only (at most `max`). */
export function queryTerms(query: string, max = 8): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, max);
}

/** pg_trgm's trigrams of one word: lower-cased, two blanks before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  return found;
}

/** pg_trgm's similarity of two words: shared trigrams over all of them. */
export function wordSimilarity(a: string, b: string): number {
  const left = trigrams(a);
  const right = trigrams(b);
  let shared = 0;
  for (const trigram of left) if (right.has(trigram)) shared += 1;
  const all = left.size + right.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** How alike a word of the text must be to a query word of 3+ letters to be marked as a typo of it. */
const TYPO_SIMILARITY = 0.4;

/**
 * The parts of `text` that match: the whole query where it appears as typed, each word starting
 * with a query word (the typed part), and whole words that look like a misspelling of one.
 * Sorted, never overlapping.
 */
export function matchRanges(text: string, query: string): TextRange[] {
  const lower = text.toLowerCase();
  const wanted = query.trim().toLowerCase();
  const terms = queryTerms(query);
  const ranges: TextRange[] = [];
  // toLowerCase keeps lengths for the scripts names are written in; where it does not, skip whole-query marks.
  if (wanted && lower.length === text.length) {
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) ranges.push({ start: at, length: wanted.length });
  }
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0].toLowerCase();
    const start = match.index;
    const prefix = terms.filter((term) => word.startsWith(term)).sort((a, b) => b.length - a.length)[0];
    if (prefix && word.length === match[0].length) {
      ranges.push({ start, length: prefix.length });
    } else if (terms.some((term) => term.length >= 3 && wordSimilarity(word, term) >= TYPO_SIMILARITY)) {
      ranges.push({ start, length: match[0].length });
    }
  }
  return mergeRanges(ranges);
}

/** Sorted ranges with overlapping and touching ones joined. */
export function mergeRanges(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].filter((r) => r.length > 0).sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/**
 * ts_headline output whose matches are wrapped in `start`/`end` marks (characters never stored in
 * text) as plain text and ranges.
 */
export function markedRanges(marked: string, start: string, end: string): { text: string; matches: TextRange[] } {
  let text = '';
  const matches: TextRange[] = [];
  let open = -1;
  for (const char of marked) {
    if (char === start) open = text.length;
    else if (char === end) {
      if (open >= 0 && text.length > open) matches.push({ start: open, length: text.length - open });
      open = -1;
    } else text += char;
  }
  return { text, matches: mergeRanges(matches) };
}
