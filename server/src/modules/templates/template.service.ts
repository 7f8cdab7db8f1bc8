import { buffer } from 'node:stream/consumers';
import type { DataSource } from 'typeorm';
import { updateVersioned } from '../../db/versioned';
import type { FirmViewer } from '../../graphql/context';
import { badUserInput, fieldErrorsOf, isUniqueViolation, notFound, staleEdit, type FieldError } from '../../graphql/errors';
import { pageWindow, pageWithTotal, type Page, type PageArgs } from '../../graphql/pagination';
import { trimToNull } from '../../graphql/text';
import { validate } from 'class-validator';
import { CONTENT_TYPES } from '../documents/document.content';
import type { DocumentService } from '../documents/document.service';
import { DocumentTemplate } from './template.entity';
import type { DocumentTemplateFields, UpdateDocumentTemplateInput } from './template.inputs';
import { docxTags, fillDocx, fillText, type MergeValues, textTags, unknownTags } from './template.merge';

/** What a filled template gives: its text (a Word template's as plain text), and the filled Word file. */
export interface FilledTemplate {
  text: string;
  docx: Buffer | null;
}

/** The firm's letter templates (Settings > Templates), checked against the merge fields, and filled. */
export class TemplateService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly documents: DocumentService,
  ) {}

  async list(viewer: FirmViewer, args: PageArgs): Promise<Page<DocumentTemplate>> {
    const { offset, limit } = pageWindow(args);
    const [items, totalCount] = await this.dataSource.getRepository(DocumentTemplate).findAndCount({ where: { firmId: viewer.firm.id }, order: { name: 'ASC', id: 'ASC' }, skip: offset, take: limit });
    return pageWithTotal(args, items, totalCount);
  }

  async get(viewer: FirmViewer, id: string): Promise<DocumentTemplate> {
    const template = await this.dataSource.getRepository(DocumentTemplate).findOneBy({ id, firmId: viewer.firm.id });
    if (!template) throw notFound('The template');
    return template;
  }

  async create(viewer: FirmViewer, input: DocumentTemplateFields): Promise<DocumentTemplate> {
    const fields = await this.check(viewer, input);
    return this.saving(input.name, async () => {
      const repository = this.dataSource.getRepository(DocumentTemplate);
      return repository.save(repository.create({ firmId: viewer.firm.id, ...fields, createdById: viewer.user.id }));
    });
  }

  async update(viewer: FirmViewer, input: UpdateDocumentTemplateInput): Promise<DocumentTemplate> {
    const template = await this.get(viewer, input.id);
    const fields = await this.check(viewer, input);
    return this.saving(input.name, () =>
      this.dataSource.transaction(async (manager) =>
        Object.assign(template, fields, await updateVersioned(manager, DocumentTemplate, { id: template.id, firmId: viewer.firm.id, version: input.version }, fields, () => staleEdit(`The template "${template.name}"`))),
      ),
    );
  }

  async remove(viewer: FirmViewer, id: string): Promise<boolean> {
    const template = await this.get(viewer, id);
    await this.dataSource.getRepository(DocumentTemplate).delete({ id: template.id, firmId: viewer.firm.id });
    return true;
  }

  /** The template filled with `values`. */
  async fill(viewer: FirmViewer, template: Pick<DocumentTemplate, 'body' | 'documentId'>, values: MergeValues): Promise<FilledTemplate> {
    if (template.body != null) return { text: fillText(template.body, values), docx: null };
    if (!template.documentId) throw badUserInput([{ field: 'templateId', messages: ["This template's Word file was deleted: upload it again in Settings > Templates."] }]);
    const docx = fillDocx(await this.docxOf(viewer, template.documentId), values);
    const mammoth = await import('mammoth');
    const { value } = await mammoth.extractRawText({ buffer: docx });
    return { text: value.replace(/\n{3,}/g, '\n\n').trim(), docx };
  }

  /** Every problem of a template at once: its name, text or Word file, and any field it names that does not exist. */
  private async check(viewer: FirmViewer, input: DocumentTemplateFields): Promise<Pick<DocumentTemplate, 'name' | 'body' | 'documentId'>> {
    const problems: FieldError[] = fieldErrorsOf(await validate(input));
    const fine = (field: string) => !problems.some((problem) => problem.field === field);
    const body = input.body?.trim() ? input.body : null;
    if (!body && !input.documentId) problems.push({ field: 'body', messages: ['Write the text, or upload a Word (DOCX) template.'] });
    if (body && input.documentId) problems.push({ field: 'documentId', messages: ['Give the text or a Word template, not both.'] });
    let tags: string[] = [];
    if (body && fine('body')) tags = textTags(body);
    if (input.documentId && !body && fine('documentId')) {
      try {
        tags = docxTags(await this.docxOf(viewer, input.documentId));
      } catch (error) {
        problems.push({ field: 'documentId', messages: [error instanceof TemplateRefused ? error.message : 'This Word file cannot be read as a template: check that every { has its }.'] });
      }
    }
    const unknown = unknownTags(tags);
    if (unknown.length) problems.push({ field: body ? 'body' : 'documentId', messages: [`Unknown merge field${unknown.length > 1 ? 's' : ''} ${unknown.map((tag) => `{${tag}}`).join(', ')}: use the fields listed beside the editor.`] });
    if (problems.length) throw badUserInput(problems);
    return { name: input.name.trim(), body, documentId: body ? null : input.documentId! };
  }

  private async docxOf(viewer: FirmViewer, documentId: string): Promise<Buffer> {
    const { document, content } = await this.documents.open(viewer, documentId);
    if (document.contentType !== CONTENT_TYPES.docx) {
      content.destroy();
      throw new TemplateRefused('Upload the template as a Word document (.docx).');
    }
    return buffer(content);
  }

  private async saving<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw badUserInput([{ field: 'name', messages: [`There is already a template named "${trimToNull(name)}".`] }]);
      throw error;
    }
  }
}

class TemplateRefused extends Error {}


