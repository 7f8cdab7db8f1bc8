import { Field, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { ContactPart } from './contact-part.entity';
import { optionalText } from '../../db/columns';


/** An address of a contact. */
@ObjectType({ simpleResolvers: true })
@Entity('contact_addresses')
@Index(['firmId', 'contactId', 'position'])
export class ContactAddress extends ContactPart {
  @Field(() => String, { nullable: true, description: 'Home, Work, Mailing, …' }) @Column(optionalText(40)) addressType: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) address1: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(200)) address2: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) city: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(100)) county: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(20)) zip: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) state: string | null;
  @Field(() => String, { nullable: true }) @Column(optionalText(60)) country: string | null;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) comments: string | null;

  @Field({ description: "Use the organization's address instead of this one." })
  @Column({ default: false })
  useOrgAddress: boolean;

  @Field()
  @Column({ default: false })
  isPrimary: boolean;
}
