import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { Firm } from '../firms/firm.entity';

/**
 * What a firm lets its roles do where the product leaves room (Firm User Permissions). A firm
 * without a row has the defaults below. Firm admins may always do everything; clients never
 * see any of it.
 */
@ObjectType({ simpleResolvers: true, description: "A firm's choices of what its roles may do, where the product leaves room." })
@Entity('firm_role_permissions')
export class FirmRolePermissions {
  @PrimaryColumn({ type: 'uuid' })
  firmId: string;

  @OneToOne(() => Firm, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'firm_id' })
  firm?: Firm;

  @Field({ description: 'Paralegals see invoices and payments (read only). Default yes.' })
  @Column({ type: 'boolean', default: true })
  paralegalsSeeBilling: boolean;

  @Field({ description: 'Staff see invoices and payments (read only). Default no.' })
  @Column({ type: 'boolean', default: false })
  staffSeeBilling: boolean;

  @Field({ description: 'Attorneys create, edit and delete invoices and record payments. Default yes.' })
  @Column({ type: 'boolean', default: true })
  attorneysManageBilling: boolean;

  @Field({ description: 'Staff download the case and contact lists as CSV. Default yes.' })
  @Column({ type: 'boolean', default: true })
  staffExportLists: boolean;

  @Field({ nullable: true })
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Field(() => Int, { description: 'Send it back with an edit: a newer version on the server answers CONFLICT (0: never saved).' })
  @VersionColumn()
  version: number;
}
