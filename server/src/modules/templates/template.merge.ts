import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/**
 * The merge syntax of the firm's templates, the same in text and in Word: a field's name in braces,
 * `{client.name}`; a brace is written `{{` or `}}` in text. A field the template names that the
 * catalog does not know is refused when the template is saved.
 */
export interface MergeField {
  key: string;
  description: string;
  example: string;
}

/** Every field a template may name, with what it holds. */
export const MERGE_FIELDS: readonly MergeField[] = [
  { key: 'today', description: "Today's date", example: 'November 26, 2026' },
  { key: 'firm.name', description: 'Your firm', example: 'Alvarez & Bell LLP' },
  { key: 'attorney.name', description: "The case's attorney", example: 'Alma Reyes' },
  { key: 'client.name', description: 'The client', example: 'Maria Gonzalez' },
  { key: 'case.name', description: 'The case name', example: 'Gonzalez v. Driver' },
  { key: 'case.number', description: 'The case number', example: '2026-0002' },
  { key: 'incident.date', description: 'Date of the incident', example: 'March 2, 2026' },
  { key: 'incident.state', description: 'The state where it happened', example: 'Texas' },
  { key: 'incident.description', description: 'What happened (the case facts)', example: 'Rear-ended at a red light.' },
  { key: 'insurer.name', description: "The demand's insurer", example: 'Gulf States Mutual' },
  { key: 'insured.name', description: 'Their insured', example: 'Derek Driver' },
  { key: 'adjuster.name', description: "The insurer's adjuster", example: 'Janet Adjuster' },
  { key: 'policy.number', description: 'The policy number', example: 'AUTO-4471' },
  { key: 'policy.limit', description: 'The per-person limit', example: '$100,000.00' },
  { key: 'claim.number', description: 'The claim number', example: 'CLM-99' },
  { key: 'demand.amount', description: 'The amount demanded', example: '$100,000.00' },
  { key: 'demand.responseDue', description: 'When the answer is due', example: 'December 26, 2026' },
  { key: 'damages.medicalBilled', description: 'Medical specials billed', example: '$15,000.01' },
  { key: 'damages.medicalOutstanding', description: 'Medical bills still owed', example: '$13,000.01' },
  { key: 'damages.lostWages', description: 'Lost wages', example: '$3,200.00' },
  { key: 'damages.property', description: 'Property damage', example: '$4,500.00' },
  { key: 'damages.total', description: 'Total economic damages', example: '$22,700.01' },
];

export type MergeValues = Record<string, string>;

const TAG = /\{\{|\}\}|\{([^{}]*)\}/g;

/** The field names a text template uses, as written. */
export function textTags(body: string): string[] {
  return [...body.matchAll(TAG)].filter((match) => match[1] !== undefined).map((match) => match[1]!.trim());
}

/** The text with every field filled (`{{` and `}}` are braces). */
export function fillText(body: string, values: MergeValues): string {
  return body.replace(TAG, (whole, key: string | undefined) => (whole === '{{' ? '{' : whole === '}}' ? '}' : (values[key!.trim()] ?? '')));
}

function compile(docx: Buffer): Docxtemplater {
  return new Docxtemplater(new PizZip(docx), { paragraphLoop: true, linebreaks: true, nullGetter: () => '' });
}

/** The field names a Word template uses (in its text, however Word split it into runs); throws when it is not a DOCX or its braces do not match. */
export function docxTags(docx: Buffer): string[] {
  return textTags(compile(docx).getFullText());
}

/** The Word template filled. */
export function fillDocx(docx: Buffer, values: MergeValues): Buffer {
  const document = compile(docx);
  document.render(values);
  return document.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

/** The names among `tags` that are not merge fields. */
export function unknownTags(tags: readonly string[]): string[] {
  const known = new Set(MERGE_FIELDS.map((field) => field.key));
  return [...new Set(tags.filter((tag) => !known.has(tag)))];
}
