import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';
import { KIND_OF_CONTENT_TYPE } from './document.content';
import { Document, DocumentFolder } from './document.entity';
import { CreateFolderInput, DocumentEntryPage, DocumentsArgs, MoveDocumentArgs, MoveFolderArgs, RenameArgs, SnippetPart } from './document.inputs';
import type { ListedDocument } from './document.service';
import { FIRM_STAFF_ROLES } from '../../graphql/roles';

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => Document)
export class DocumentResolver {
  @Query(() => DocumentEntryPage, {
    description: 'Folders and documents of one level (a case\'s or all the viewer may open), folders first; or everything matching a search, by relevance.',
    complexity: listComplexity,
  })
  documents(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: DocumentsArgs, @Ctx() ctx: RequestContext): Promise<DocumentEntryPage> {
    return ctx.services.documents.list(viewer, args);
  }

  @Query(() => [DocumentFolder], { description: 'The folders from the top level down to this one (the breadcrumb).' })
  folderPath(@CurrentFirmViewer() viewer: FirmViewer, @Arg('folderId', () => ID) folderId: string, @Ctx() ctx: RequestContext): Promise<DocumentFolder[]> {
    return ctx.services.documents.folderPath(viewer, folderId);
  }

  @Query(() => [String], { description: "The firm's document categories containing the search text (at most 50)." })
  documentCategories(
    @CurrentFirmViewer() viewer: FirmViewer,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<string[]> {
    return ctx.services.documents.categories(viewer, search);
  }

  @Query(() => Int, { description: 'The largest file an upload may send, in bytes (FILE_MAX_BYTES).' })
  documentUploadLimit(@Ctx() ctx: RequestContext): number {
    return ctx.services.documents.maxBytes;
  }

  @Mutation(() => DocumentFolder, { description: "A folder in a case's (or the firm's) documents, at the top level or in another folder." })
  createFolder(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateFolderInput, @Ctx() ctx: RequestContext): Promise<DocumentFolder> {
    return ctx.services.documents.createFolder(viewer, input);
  }

  @Mutation(() => DocumentFolder)
  renameFolder(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id, name, version }: RenameArgs, @Ctx() ctx: RequestContext): Promise<DocumentFolder> {
    return ctx.services.documents.renameFolder(viewer, id, name, version);
  }

  @Mutation(() => DocumentFolder, { description: 'Into another folder of the same case, or its top level; never into itself or below itself.' })
  moveFolder(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id, parentId }: MoveFolderArgs, @Ctx() ctx: RequestContext): Promise<DocumentFolder> {
    return ctx.services.documents.moveFolder(viewer, id, parentId ?? null);
  }

  @Mutation(() => Boolean, { description: 'Deletes an empty folder (a folder with contents is refused).' })
  deleteFolder(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.documents.deleteFolder(viewer, id);
  }

  @Mutation(() => Document, { description: 'Changes the File Name.' })
  renameDocument(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id, name, version }: RenameArgs, @Ctx() ctx: RequestContext): Promise<Document> {
    return ctx.services.documents.renameDocument(viewer, id, name, version);
  }

  @Mutation(() => Document, { description: 'Into another folder of the same case, or its top level.' })
  moveDocument(@CurrentFirmViewer() viewer: FirmViewer, @Args() { id, folderId }: MoveDocumentArgs, @Ctx() ctx: RequestContext): Promise<Document> {
    return ctx.services.documents.moveDocument(viewer, id, folderId ?? null);
  }

  @Mutation(() => Boolean, { description: 'Deletes the document and its stored file.' })
  deleteDocument(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.documents.deleteDocument(viewer, id);
  }

  @FieldResolver(() => Matter, { nullable: true })
  matter(@Root() document: Document, @Ctx() ctx: RequestContext): Promise<Matter | null> | null {
    return document.matterId ? ctx.loaders.accessibleMatterById.load(document.matterId) : null;
  }

  @FieldResolver(() => User, { nullable: true, description: 'Who uploaded it; null once that user is removed.' })
  uploadedBy(@Root() document: Document, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return document.uploadedById ? ctx.loaders.userById.load(document.uploadedById) : null;
  }

  @FieldResolver(() => String, { description: 'GET it for the file as a download.' })
  downloadUrl(@Root() document: Document): string {
    return `/api/files/${document.id}`;
  }

  @FieldResolver(() => String, { nullable: true, description: 'GET it to show the file in the page (pdf, images, text); null for Word files.' })
  previewUrl(@Root() document: Document): string | null {
    const kind = KIND_OF_CONTENT_TYPE.get(document.contentType);
    return kind && kind !== 'doc' && kind !== 'docx' ? `/api/files/${document.id}/preview` : null;
  }

  @FieldResolver(() => [SnippetPart], { nullable: true, description: 'In search results: the words of the text that matched, in context.' })
  snippet(@Root() document: ListedDocument): SnippetPart[] | null {
    return document.snippet ?? null;
  }
}

@Authorized(...FIRM_STAFF_ROLES)
@Resolver(() => DocumentFolder)
export class DocumentFolderResolver {
  @FieldResolver(() => Matter, { nullable: true })
  matter(@Root() folder: DocumentFolder, @Ctx() ctx: RequestContext): Promise<Matter | null> | null {
    return folder.matterId ? ctx.loaders.accessibleMatterById.load(folder.matterId) : null;
  }

  @FieldResolver(() => User, { nullable: true })
  createdBy(@Root() folder: DocumentFolder, @Ctx() ctx: RequestContext): Promise<User | null> | null {
    return folder.createdById ? ctx.loaders.userById.load(folder.createdById) : null;
  }

  @FieldResolver(() => Int, { description: 'Sub-folders and documents directly in it.' })
  itemCount(@Root() folder: DocumentFolder, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.folderItemCount.load(folder.id);
  }
}
