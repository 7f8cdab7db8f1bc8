import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

/**
 * A folder of documents: of one case (its top-level folders are the ones the case was opened
 * with) or firm-wide (no case). Folders nest; names are unique among their siblings.
 */
@ObjectType({ simpleResolvers: true, description: 'A folder of documents, of one case or firm-wide; folders nest.' })
@Entity('document_folders')
// Unique (firm, case, parent, lower(name)), nulls alike: an expression index written in the migration.
@Index('document_folders_sibling_name', { synchronize: false })
@Index(['firmId', 'matterId', 'parentId'])
export class DocumentFolder extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;

  @Field(() => ID, { nullable: true, description: 'The case; null for a firm-wide folder.' })
  @Column({ type: 'uuid', nullable: true })
  matterId: string | null;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;

  @Field(() => ID, { nullable: true, description: 'The folder it is in; null at the top level.' })
  @Column({ type: 'uuid', nullable: true })
  parentId: string | null;
  @ManyToOne(() => DocumentFolder, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'parent_id' }) parent?: DocumentFolder;

  @Field({ simple: true }) @Column({ type: 'varchar', length: 120 }) name: string;
  @Field(() => String, { nullable: true, simple: true }) @Column(optionalText(100)) category: string | null;

  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' }) @JoinColumn({ name: 'created_by_id' }) createdBy?: User;
}

/** bigint comes back from pg as a string; sizes stay far below 2^53. */
const bytes = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** English full-text of the File Name and the extracted text, kept by PostgreSQL itself. */
export const DOCUMENT_SEARCH_VECTOR = "to_tsvector('english'::regconfig, (coalesce(title, '') || ' ' || coalesce(text_content, '')))";

/**
 * An uploaded file: its name and case, the type found in its content, where the storage keeps it
 * (a random, firm-scoped key, never from the client) and the text found in it for search.
 */
@ObjectType({ simpleResolvers: true, description: 'A stored file: pdf, doc, docx, txt, jpg or png.' })
@Entity('documents')
@Index(['firmId', 'matterId', 'folderId', 'createdAt'])
@Index(['firmId', 'folderId'])
@Index('documents_search_vector', { synchronize: false })
@Index('documents_title_trgm', { synchronize: false })
export class Document extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;

  @Field(() => ID, { nullable: true, description: 'The case; null for a firm-wide document.' })
  @Column({ type: 'uuid', nullable: true })
  matterId: string | null;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;

  @Field(() => ID, { nullable: true, description: 'The folder it is in; null at the top level.' })
  @Column({ type: 'uuid', nullable: true })
  folderId: string | null;
  // NO ACTION (checked at the end of the statement): a folder with documents cannot be deleted, yet a firm's cascade can.
  @ManyToOne(() => DocumentFolder, { onDelete: 'NO ACTION' }) @JoinColumn({ name: 'folder_id' }) folder?: DocumentFolder;

  @Field({ simple: true, description: 'The File Name people see.' }) @Column({ type: 'varchar', length: 255 }) title: string;
  @Field({ simple: true, description: 'The name of the file as it was uploaded.' }) @Column({ type: 'varchar', length: 255 }) originalName: string;
  @Field({ simple: true, description: 'Found from the content, not from the name or the browser.' })
  @Column({ type: 'varchar', length: 100 })
  contentType: string;
  @Field(() => Float, { simple: true, description: 'Bytes.' }) @Column({ type: 'bigint', transformer: bytes }) size: number;

  @Column({ type: 'varchar', length: 200 }) storageKey: string;

  @Field(() => String, { nullable: true, simple: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) receivedDate: string | null;
  @Field(() => String, { nullable: true, simple: true }) @Column(optionalText(100)) category: string | null;

  @Column({ type: 'uuid', nullable: true }) uploadedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL' }) @JoinColumn({ name: 'uploaded_by_id' }) uploadedBy?: User;

  /** Text found in the file (pdf, docx, txt), capped; only for search, never listed. */
  @Column({ type: 'text', nullable: true, select: false }) textContent: string | null;

  @Column({ type: 'tsvector', select: false, insert: false, update: false, generatedType: 'STORED', asExpression: DOCUMENT_SEARCH_VECTOR })
  searchVector?: string;
}
