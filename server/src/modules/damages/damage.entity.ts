import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { optionalText } from '../../db/columns';
import { Cents, centsColumn } from '../../graphql/money';
import { Document } from '../documents/document.entity';
import { CaseRecord } from '../matters/case-record.entity';

export enum DamageKind {
  LOST_WAGES = 'LOST_WAGES',
  PROPERTY_DAMAGE = 'PROPERTY_DAMAGE',
  OTHER = 'OTHER',
}
registerEnumType(DamageKind, { name: 'DamageKind', description: 'Lost wages, property damage, or another economic loss.' });

export enum RateUnit {
  HOUR = 'HOUR',
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(RateUnit, { name: 'RateUnit' });

/** An economic loss of the case besides its medical bills: lost wages, property damage, other. */
@ObjectType({ simpleResolvers: true })
@Entity('economic_damages')
@Index(['firmId', 'matterId'])
@Check('economic_damages_amount', 'amount_cents >= 0')
@Check('economic_damages_period_in_order', 'period_to IS NULL OR period_from IS NULL OR period_to >= period_from')
export class EconomicDamage extends CaseRecord {
  @Field(() => DamageKind) @Column({ type: 'enum', enum: DamageKind, enumName: 'damage_kind' }) kind: DamageKind;
  @Field(() => String, { nullable: true }) @Column(optionalText(500)) description: string | null;
  @Field(() => String, { nullable: true, description: 'Lost wages: the employer.' }) @Column(optionalText(200)) employer: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) periodFrom: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) periodTo: string | null;
  @Field(() => Cents, { nullable: true, description: 'Lost wages: the pay rate, in cents per unit.' }) @Column({ ...centsColumn, nullable: true }) rateCents: number | null;
  @Field(() => RateUnit, { nullable: true }) @Column({ type: 'enum', enum: RateUnit, enumName: 'rate_unit', nullable: true }) rateUnit: RateUnit | null;
  @Field(() => Int, { nullable: true, description: 'Units of the rate lost, in thousandths (80 hours = 80000).' }) @Column({ type: 'int', nullable: true }) unitsThousandths: number | null;
  @Field(() => Cents, { nullable: true, description: 'The loss, in cents (rate × units when a rate is given); null when your role may not see amounts.' }) @Column(centsColumn) amountCents: number;
  @Field(() => String, { nullable: true, description: 'Property damage: who paid it, if anyone.' }) @Column(optionalText(200)) paidBy: string | null;
  @Field(() => ID, { nullable: true, description: 'Documentation: a document of the case.' }) @Column({ type: 'uuid', nullable: true }) documentId: string | null;
  @ManyToOne(() => Document, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'document_id' }) document?: Document | null;
}
