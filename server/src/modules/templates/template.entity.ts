import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Document } from '../documents/document.entity';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

/**
 * A firm's letter template (Settings > Templates): text with merge fields ({client.name}, …), or an
 * uploaded Word document (DOCX) with the same fields, filled for a case (a demand's cover letter).
 */
@ObjectType({ simpleResolvers: true })
@Entity('document_templates')
@Index(['firmId', 'name'], { unique: true })
export class DocumentTemplate extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field() @Column({ type: 'varchar', length: 120 }) name: string;
  @Field(() => String, { nullable: true, description: 'The text, with merge fields in braces: {client.name}. Null: a Word template.' }) @Column({ type: 'text', nullable: true }) body: string | null;
  @Field(() => ID, { nullable: true, description: 'The Word (DOCX) template: a document of the firm.' }) @Column({ type: 'uuid', nullable: true }) documentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: Document | null;
  @Column({ type: 'uuid', nullable: true }) createdById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'created_by_id' }) createdBy?: User | null;
}
