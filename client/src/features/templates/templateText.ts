/** How a template is written: merge fields in braces, `{client.name}`; `{{` and `}}` are braces. */

/** A merge field as written in a template: `client.name` → `{client.name}`. */
export const mergeToken = (key: string) => (key.startsWith('{') ? key : `{${key}}`);

/** The text with `token` in place of the selection from `start` to `end`, and where the caret goes: after it. */
export function insertAt(text: string, start: number, end: number, token: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}

export type TemplateKind = 'TEXT' | 'WORD';
export const TEMPLATE_KIND_LABELS: Record<TemplateKind, string> = { TEXT: 'Text', WORD: 'Word' };

/** A template with no text is a Word (.docx) template. */
export const templateKind = (template: { body: string | null }): TemplateKind => (template.body === null ? 'WORD' : 'TEXT');

/** Word templates: a .docx file, checked again by content on the server. */
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const isDocx = (file: File) => file.name.toLowerCase().endsWith('.docx');
