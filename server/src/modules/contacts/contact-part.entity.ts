import { Field, ID, ObjectType } from 'type-graphql';
import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Contact } from './contact.entity';

/** A row of one of a contact's lists (phones, addresses): owned by the contact and its firm, in order. */
@ObjectType({ simpleResolvers: true })
export abstract class ContactPart {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  firmId: string;

  @Column({ type: 'uuid' })
  contactId: string;

  @ManyToOne(() => Contact, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'contact_id' })
  contact?: Contact;

  @Column({ type: 'int' })
  position: number;
}
