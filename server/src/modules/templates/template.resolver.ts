import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { Document } from '../documents/document.entity';
import { DocumentTemplate } from './template.entity';
import { PageArgs } from '../../graphql/pagination';
import { CreateDocumentTemplateInput, DocumentTemplatePage, TemplateMergeField, UpdateDocumentTemplateInput } from './template.inputs';
import { MERGE_FIELDS } from './template.merge';

/** Settings > Templates: firm admins manage them; everyone in the firm uses them. */
@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => DocumentTemplate)
export class DocumentTemplateResolver {
  @Query(() => DocumentTemplatePage, { description: "The firm's letter templates, by name.", complexity: listComplexity })
  documentTemplates(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<DocumentTemplatePage> {
    return ctx.services.templates.list(viewer, args);
  }

  @Query(() => [TemplateMergeField], { description: 'The merge fields a template may name, in braces: {client.name}.' })
  templateMergeFields(): TemplateMergeField[] {
    return [...MERGE_FIELDS];
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => DocumentTemplate)
  createDocumentTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: CreateDocumentTemplateInput, @Ctx() ctx: RequestContext): Promise<DocumentTemplate> {
    return ctx.services.templates.create(viewer, input);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => DocumentTemplate)
  updateDocumentTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input', { validate: false }) input: UpdateDocumentTemplateInput, @Ctx() ctx: RequestContext): Promise<DocumentTemplate> {
    return ctx.services.templates.update(viewer, input);
  }

  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => Boolean)
  removeDocumentTemplate(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.templates.remove(viewer, id);
  }

  @FieldResolver(() => Document, { nullable: true })
  document(@Root() template: DocumentTemplate, @Ctx() ctx: RequestContext): Promise<Document | null> | null {
    return template.documentId ? ctx.loaders.documentById.load(template.documentId) : null;
  }
}
