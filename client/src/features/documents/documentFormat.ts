/** What the server accepts (spec 5), for the file pickers; the server checks the content again. */
export const ACCEPTED_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

export const UNSUPPORTED_TYPE = 'Only PDF, Word (doc, docx), text, JPG and PNG files can be uploaded.';

/** "50 MB", "512 KB", "900 bytes", written as the server writes its limit. */
export function formatBytes(size: number): string {
  const mb = size / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  const kb = size / 1024;
  if (kb >= 1) return `${Number.isInteger(kb) ? kb : kb.toFixed(1)} KB`;
  return `${size} bytes`;
}

export const tooLargeMessage = (maxBytes: number) => `The file is larger than the ${formatBytes(maxBytes)} limit.`;

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
