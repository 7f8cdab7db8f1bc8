/**
 * The longest File Name the server keeps (a document's title). Renaming takes arguments and uploads
 * go over REST, so this one is not among the published input limits (gql/limits.ts).
 */
export const FILE_NAME_MAX = 255;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 weeks ago". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return format.format(Math.round(seconds / length), unit);
  }
  return 'just now';
}

export type FileKind = 'pdf' | 'word' | 'text' | 'image' | 'file';

export function kindOf(contentType: string): FileKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'text/plain') return 'text';
  if (contentType.includes('word')) return 'word';
  return 'file';
}
