import type { SearchTextFragment } from '../../gql/graphql';

/**
 * Text with the server's matching ranges in <mark>: plain text nodes only, so whatever the text
 * holds (even markup) shows as written and is never interpreted.
 */
export function Highlighted({ value }: { value: SearchTextFragment }) {
  const { text } = value;
  const parts: Array<{ text: string; marked: boolean }> = [];
  let at = 0;
  for (const { start, length } of [...value.matches].sort((a, b) => a.start - b.start)) {
    const from = Math.max(start, at);
    const to = Math.min(start + length, text.length);
    if (to <= from) continue;
    if (from > at) parts.push({ text: text.slice(at, from), marked: false });
    parts.push({ text: text.slice(from, to), marked: true });
    at = to;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? (
          <mark key={index} style={{ backgroundColor: 'var(--mantine-color-yellow-2)', color: 'inherit', padding: 0, borderRadius: 2 }}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
