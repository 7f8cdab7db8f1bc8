import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ContactPart } from './contact-part.entity';

/** A phone row of a contact: type, number (E.164), extension, texting, primary, auto comments. */
@ObjectType({ simpleResolvers: true })
@Entity('contact_phones')
@Index(['firmId', 'contactId', 'position'])
export class ContactPhone extends ContactPart {
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
}
