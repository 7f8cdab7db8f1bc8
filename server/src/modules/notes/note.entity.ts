import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { StoredRecord } from '../../db/record.entity';
import { Contact } from '../contacts/contact.entity';
import { Firm } from '../firms/firm.entity';
import { User } from '../users/user.entity';

/** A dated note written by a member of staff about a contact. */
@ObjectType()
@Entity('notes')
@Index(['firmId', 'contactId', 'createdAt'])
export class Note extends StoredRecord {
  @Column({ type: 'uuid' })
  firmId: string;

  @ManyToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Column({ type: 'uuid' })
  contactId: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Contact;

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
