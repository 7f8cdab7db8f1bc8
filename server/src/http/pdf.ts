import type { PDFFont } from 'pdf-lib';

/** Typographic punctuation people type (or paste from Word), as the plain characters the PDF fonts have. */
const PLAIN: Record<string, string> = { '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u2022': '-' };

/** What the standard PDF fonts can draw (WinAnsi): one line, Latin-1 (curly quotes and dashes made plain), anything else as "?". */
export const printable = (text: string) =>
  text.replace(/\s+/g, ' ').replace(/[\u2018\u2019\u201c\u201d\u2013\u2014\u2026\u2022]/g, (c) => PLAIN[c] ?? '?').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** `text` as printable, cut with "..." to fit `width` points at `size`. */
export function fitToWidth(text: string, font: PDFFont, size: number, width: number): string {
  let value = printable(text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}...`, size) > width) value = value.slice(0, -1);
  return `${value}...`;
}

/** A paragraph as printable lines no wider than `width` points at `size` (an empty paragraph is one blank line). */
export function wrapToWidth(paragraph: string, font: PDFFont, size: number, width: number): string[] {
  const words = printable(paragraph).split(' ').filter(Boolean);
  if (!words.length) return [''];
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines;
}
