import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { FIRM_AND_ID, inParentFirm, optionalText } from '../../db/columns';
import { StoredRecord } from '../../db/record.entity';
import { Firm } from '../firms/firm.entity';
import { Matter } from '../matters/matter.entity';
import { User } from '../users/user.entity';

export enum TaskColumn {
  IN_QUEUE = 'IN_QUEUE',
  IN_PROGRESS = 'IN_PROGRESS',
  NEED_REVISION = 'NEED_REVISION',
  DONE = 'DONE',
}
registerEnumType(TaskColumn, { name: 'TaskColumn', description: 'The board columns: In Queue, In Progress, Need Revision, Complete.' });

export enum TaskPriority {
  URGENT = 'URGENT',
  HIGH = 'HIGH',
  NORMAL = 'NORMAL',
  LOW = 'LOW',
}
registerEnumType(TaskPriority, { name: 'TaskPriority' });

/** A task of the firm, on the board in a column and a position, optionally for a case. */
@ObjectType({ simpleResolvers: true })
@Entity('tasks')
@Unique(FIRM_AND_ID)
@Index(['firmId', 'column', 'position'])
@Index(['firmId', 'matterId'])
@Index(['firmId', 'dueDate'])
@Index('tasks_description_trgm', { synchronize: false })
// A case's next open task, read for every case a list shows (CaseCounts migration).
@Index('tasks_next_open', { synchronize: false })
export class Task extends StoredRecord {
  @Column({ type: 'uuid' }) firmId: string;
  @ManyToOne(() => Firm, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'firm_id' }) firm?: Firm;
  @Field(() => ID, { nullable: true }) @Column({ type: 'uuid', nullable: true }) matterId: string | null;
  @ManyToOne(() => Matter, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'matter_id' }) matter?: Matter | null;
  @Field() @Column({ type: 'varchar', length: 300 }) title: string;
  @Field(() => String, { nullable: true }) @Column({ type: 'text', nullable: true }) description: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) @Column({ type: 'date', nullable: true }) dueDate: string | null;
  @Field(() => TaskColumn) @Column({ type: 'enum', enum: TaskColumn, enumName: 'task_column', default: TaskColumn.IN_QUEUE }) column: TaskColumn;
  @Field(() => Float, { description: 'Sort key within the column: lower comes first. Not consecutive (a move takes the midpoint of its new neighbours).' })
  @Column({ type: 'double precision' })
  position: number;
  @Field(() => TaskPriority) @Column({ type: 'enum', enum: TaskPriority, enumName: 'task_priority', default: TaskPriority.NORMAL }) priority: TaskPriority;
  @Field(() => Int, { nullable: true, description: 'Estimate, in minutes.' }) @Column({ type: 'int', nullable: true }) estimateMinutes: number | null;
  @Field(() => String, { nullable: true, description: 'Type of task (Call, Filing, Review, …).' }) @Column(optionalText(60)) type: string | null;
  @Field(() => ID, { nullable: true, description: 'Who asked for it.' }) @Column({ type: 'uuid', nullable: true }) requesterId: string | null;
  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true }) @JoinColumn({ name: 'requester_id' }) requester?: User | null;
}

@Entity('task_assignees')
@Index(['firmId', 'taskId'])
export class TaskAssignee {
  @Column({ type: 'uuid' }) firmId: string;
  @PrimaryColumn({ type: 'uuid' }) taskId: string;
  @PrimaryColumn({ type: 'uuid' }) @Index() userId: string;
  @ManyToOne(() => Task, { onDelete: 'CASCADE' }) @JoinColumn(inParentFirm('task_id')) task?: Task;
  @ManyToOne(() => User, { onDelete: 'CASCADE' }) @JoinColumn({ name: 'user_id' }) user?: User;
}
