import { Field, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Contact } from '../contacts/contact.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

/** A dated note written by a member of staff about a contact or a case. */
@ObjectType({ simpleResolvers: true })
@Entity('notes')
@Index(['firmId', 'contactId', 'createdAt'])
@Index(['firmId', 'matterId', 'createdAt'])
@Check('notes_about_one_thing', '(contact_id IS NULL) <> (matter_id IS NULL)')
export class Note extends StoredRecord {
  @Column({ type: 'uuid' })
  firmId: string;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Column({ type: 'uuid', nullable: true })
  contactId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'contact_id' })
  contact?: Contact | null;

  @Column({ type: 'uuid', nullable: true })
  matterId: string | null;

  @ManyToOne(() => Matter, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'matter_id' })
  matter?: Matter | null;

  /** Who wrote it (kept as null if that user is later removed). */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: User | null;

  @Field({ description: 'General, Phone Call, Meeting, Email, …' })
  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Field()
  @Column({ type: 'text' })
  body: string;
}
