import { IsNotEmpty, IsOptional, IsUUID, MaxLength } from 'class-validator';
import { ArgsType, createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../graphql/pagination';
import { Document, DocumentFolder } from './document.entity';
import { SortDirection } from '../../graphql/sorting';

export enum DocumentListKind {
  ALL = 'ALL',
  FOLDERS = 'FOLDERS',
  DOCUMENTS = 'DOCUMENTS',
}
registerEnumType(DocumentListKind, { name: 'DocumentListKind', description: 'The All / Folders / Documents filter.' });

export enum DocumentSort {
  RECENT = 'RECENT',
  NAME = 'NAME',
  RECEIVED_DATE = 'RECEIVED_DATE',
}
registerEnumType(DocumentSort, { name: 'DocumentSort', description: 'Folders always come first; a search orders by relevance.' });

@ArgsType()
export class DocumentsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "One case's folders and documents; all the viewer may open when null." })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown case.' })
  matterId?: string | null;

  @Field(() => ID, { nullable: true, description: "The folder whose contents to list; the top level when null. Ignored by a search." })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown folder.' })
  folderId?: string | null;

  @Field(() => DocumentListKind, { defaultValue: DocumentListKind.ALL })
  kind: DocumentListKind = DocumentListKind.ALL;

  @Field(() => String, { nullable: true, description: 'Words of the File Name or inside the file (pdf, docx, txt); typo-tolerant on names.' })
  @IsOptional()
  @MaxLength(200)
  search?: string | null;

  @Field(() => DocumentSort, { defaultValue: DocumentSort.RECENT })
  sortBy: DocumentSort = DocumentSort.RECENT;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  sortDirection: SortDirection = SortDirection.DESC;
}

@InputType()
export class CreateFolderInput {
  @Field() @IsNotEmpty({ message: 'Enter the folder name.' }) @MaxLength(120, { message: 'A folder name has at most 120 characters.' }) name: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(100) category?: string | null;
  @Field(() => ID, { nullable: true, description: 'The case; firm-wide when null (a sub-folder takes its parent\'s case).' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown case.' })
  matterId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The folder to create it in; the top level when null.' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown folder.' })
  parentId?: string | null;
}

@ArgsType()
export class RenameArgs {
  @Field(() => ID) @IsUUID('all', { message: 'Unknown item.' }) id: string;
  @Field() @IsNotEmpty({ message: 'Enter a name.' }) @MaxLength(255) name: string;
  @Field(() => Int, { description: 'The version you saw: a newer one answers CONFLICT.' }) version: number;
}

@ArgsType()
export class MoveDocumentArgs {
  @Field(() => ID) @IsUUID('all', { message: 'Unknown document.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The folder to move it into (of the same case); the top level when null.' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown folder.' })
  folderId?: string | null;
}

@ArgsType()
export class MoveFolderArgs {
  @Field(() => ID) @IsUUID('all', { message: 'Unknown folder.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'The folder to move it into (of the same case, not inside itself); the top level when null.' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown folder.' })
  parentId?: string | null;
}

export const DocumentEntry = createUnionType({
  name: 'DocumentEntry',
  description: 'A card of the Documents screen: a folder or a document.',
  types: () => [DocumentFolder, Document] as const,
  resolveType: (value) => (value instanceof DocumentFolder ? DocumentFolder : Document),
});

@ObjectType({ simpleResolvers: true })
export class DocumentEntryPage {
  @Field(() => [DocumentEntry]) items: Array<DocumentFolder | Document>;
  @Field(() => Int, { description: 'Folders and documents matching the filter, over all pages.' }) totalCount: number;
  @Field(() => Int) page: number;
  @Field(() => Int) pageSize: number;
}

@ObjectType({ simpleResolvers: true, description: 'A piece of a search snippet; the words that matched are highlighted.' })
export class SnippetPart {
  @Field({ simple: true }) text: string;
  @Field({ simple: true }) highlighted: boolean;
}
