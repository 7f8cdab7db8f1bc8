import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Contact } from './contact.entity';

/** A phone row of a contact: type, number (E.164), extension, texting, primary, auto comments. */
@ObjectType()
@Entity('contact_phones')
@Index(['firmId', 'contactId', 'position'])
export class ContactPhone {
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

  @Field({ description: 'Mobile, Home, Work, Fax, …' })
  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Field({ description: 'E.164, e.g. +12125550123' })
  @Column({ type: 'varchar', length: 32 })
  number: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 10, nullable: true })
  ext: string | null;

  @Field({ description: 'Accepts text messages.' })
  @Column({ default: false })
  canText: boolean;

  @Field()
  @Column({ default: false })
  isPrimary: boolean;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  autoComments: string | null;

  @Column({ type: 'int' })
  position: number;
}
