import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { TaskPriority } from '../tasks/task.entity';
import { User } from '../users/user.entity';
import { Role } from '../../graphql/roles';

export enum WorkflowTrigger {
  ON_CREATE = 'ON_CREATE',
  ON_STAGE = 'ON_STAGE',
  MANUAL = 'MANUAL',
}
registerEnumType(WorkflowTrigger, {
  name: 'WorkflowTrigger',
  description: 'When a template applies itself: as a case is opened, as a case reaches a stage, or only when someone applies it.',
});

/** The roles a step can be assigned by: the case staff of that role do it. */
export const STEP_ASSIGNEE_ROLES = [Role.ATTORNEY, Role.PARALEGAL, Role.STAFF, Role.FIRM_ADMIN] as const;

/** A firm's task list for a kind of case, applied as a case opens, reaches a stage, or by hand. */
@ObjectType({ simpleResolvers: true, description: "A task-list template of the firm: its steps become a case's tasks." })
@Entity('workflow_templates')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'trigger'])
export class WorkflowTemplate extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field() @Column({ type: 'varchar', length: 120 }) name: string;
  @Field(() => String, { nullable: true, description: 'The case type it is for (CASE_TYPES); null: any case type.' })
  @Column(optionalText(100))
  caseType: string | null;
  @Field(() => WorkflowTrigger) @Column({ type: 'enum', enum: WorkflowTrigger, enumName: 'workflow_trigger' }) trigger: WorkflowTrigger;
  @Field(() => String, { nullable: true, description: 'With ON_STAGE: the stage (MATTER_STAGES) that applies it.' })
  @Column(optionalText(100))
  stage: string | null;
  @Field({ description: 'Inactive templates are never applied.' }) @Column({ type: 'boolean', default: true }) active: boolean;
}

/** One step of a template: the task it becomes. */
@ObjectType({ simpleResolvers: true, description: 'A step of a workflow template: the task it becomes on a case.' })
@Entity('workflow_steps')
@Index(['firmId', 'templateId'])
@Index(['templateId', 'position'])
export class WorkflowStep {
  @Column({ type: 'uuid' }) firmId: string;
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) templateId: string;
  @ManyToOne(() => WorkflowTemplate, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('template_id')) template?: WorkflowTemplate;
  @Field(() => Int, { description: 'Order in the template, from 0.' }) @Column({ type: 'int' }) position: number;
  @Field() @Column({ type: 'varchar', length: 300 }) title: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) description: string | null;
  @Field(() => String, { nullable: true, description: 'Type of task (Call, Filing, Review, …).' }) @Column(optionalText(60)) type: string | null;
  @Field(() => TaskPriority) @Column({ type: 'enum', enum: TaskPriority, enumName: 'task_priority', default: TaskPriority.NORMAL }) priority: TaskPriority;
  @Field(() => Int, { nullable: true, description: 'Due this many days after the day the template is applied; null: no due date.' })
  @Column({ type: 'int', nullable: true })
  dueOffsetDays: number | null;
  @Field(() => Role, { nullable: true, description: "Assigned to the case's staff with this role; null, or nobody of the role on the case: unassigned." })
  @Column({ type: 'enum', enum: Role, enumName: 'user_role', nullable: true })
  assigneeRole: Role | null;
}

/** A template applied to a case: automatic ones happen once per case and template. */
@ObjectType({ simpleResolvers: true, description: 'A workflow template applied to a case.' })
@Entity('workflow_applications')
@Index(['firmId', 'matterId', 'templateId'])
export class WorkflowApplication {
  @Field(() => ID) @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID) @Column({ type: 'uuid' }) matterId: string;
  @ManyToOne(() => Matter, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'matter_id' }) matter?: Matter;
  @Field(() => ID, { nullable: true, description: 'Null once the template is deleted.' }) @Column({ type: 'uuid', nullable: true }) templateId: string | null;
  @ManyToOne(() => WorkflowTemplate, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'template_id' }) template?: WorkflowTemplate | null;
  @Field({ description: "The template's name when it was applied." }) @Column({ type: 'varchar', length: 120 }) templateName: string;
  @Field(() => WorkflowTrigger, { description: 'How it was applied: as the case opened (ON_CREATE), reached a stage (ON_STAGE), or by hand (MANUAL).' })
  @Column({ type: 'enum', enum: WorkflowTrigger, enumName: 'workflow_trigger' })
  trigger: WorkflowTrigger;
  @Field(() => Int, { description: 'How many tasks it added.' }) @Column({ type: 'int' }) taskCount: number;
  @Field() @CreateDateColumn({ type: 'timestamptz' }) appliedAt: Date;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) appliedById: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'applied_by_id' }) appliedBy?: User | null;
}
