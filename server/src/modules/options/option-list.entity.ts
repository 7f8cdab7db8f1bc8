import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Firm } from '../firms/firm.entity';

/** The firm-editable select lists of the intake and case forms. */
export enum OptionListKey {
  CASE_GROUPS = 'CASE_GROUPS',
  CASE_TYPES = 'CASE_TYPES',
  PRACTICE_AREAS = 'PRACTICE_AREAS',
  MATTER_STAGES = 'MATTER_STAGES',
  PREFIXES = 'PREFIXES',
  SUFFIXES = 'SUFFIXES',
  ADDRESS_TYPES = 'ADDRESS_TYPES',
  STATES = 'STATES',
  COUNTRIES = 'COUNTRIES',
  LANGUAGES = 'LANGUAGES',
  ADVERTISING_SOURCES = 'ADVERTISING_SOURCES',
  LAW_FIRMS = 'LAW_FIRMS',
  ATTORNEYS = 'ATTORNEYS',
  REFERRAL_SOURCE_NAMES = 'REFERRAL_SOURCE_NAMES',
  RELATIONSHIPS = 'RELATIONSHIPS',
  PARTY_ROLES = 'PARTY_ROLES',
  PARTY_LABELS = 'PARTY_LABELS',
  LIABILITY_CODES = 'LIABILITY_CODES',
  DOCUMENT_CATEGORIES = 'DOCUMENT_CATEGORIES',
}
registerEnumType(OptionListKey, { name: 'OptionListKey' });

/** A select list as the firm changed it; lists the firm never changed use the defaults. */
@Entity('firm_option_lists')
export class FirmOptionList {
  @PrimaryColumn({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'enum', enum: OptionListKey, enumName: 'option_list_key' }) key: OptionListKey;
  @Column({ type: 'text', array: true }) values: string[];
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
}

@ObjectType({ simpleResolvers: true, description: 'A select list of the firm.' })
export class OptionList {
  @Field(() => OptionListKey) key: OptionListKey;
  @Field(() => [String]) values: string[];
  @Field({ description: 'False while the firm uses the shipped defaults.' }) customized: boolean;
}
