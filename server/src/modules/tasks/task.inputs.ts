import { ArrayMaxSize, IsIn, IsInt, IsNotEmpty, IsOptional, IsUUID, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { IsDay, IsIdOf } from '../../graphql/validators';
import { Task, TaskColumn, TaskPriority } from './task.entity';
import { SortDirection } from '../../graphql/sorting';

@InputType()
export class TaskFieldsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20_000) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsDay() dueDate?: string | null;
  @Field(() => TaskPriority, { nullable: true }) @IsOptional() priority?: TaskPriority;
  @Field(() => ID, { nullable: true, description: 'The case; null: not linked to a case.' }) @IsOptional() @IsIdOf('case') matterId?: string | null;
  @Field(() => [ID], { nullable: true }) @IsOptional() @ArrayMaxSize(50) @IsUUID('all', { each: true, message: 'Unknown user.' }) assigneeIds?: string[];
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0, { message: 'The estimate cannot be negative.' }) estimateMinutes?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) type?: string | null;
}

@InputType()
export class CreateTaskInput extends TaskFieldsInput {
  @Field() @IsNotEmpty({ message: 'Enter the task name.' }) @MaxLength(300) title: string;
  @Field(() => TaskColumn, { nullable: true, description: 'Default In Queue; the task goes at the end of the column.' })
  @IsOptional()
  column?: TaskColumn;
}

@InputType()
export class UpdateTaskInput extends TaskFieldsInput {
  @Field(() => ID) @IsIdOf('task') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsNotEmpty({ message: 'Enter the task name.' }) @MaxLength(300) title?: string;
}

@InputType({ description: 'Drag and drop: the column and the task it goes before (none: the end).' })
export class MoveTaskInput {
  @Field(() => ID) @IsIdOf('task') id: string;
  @Field(() => TaskColumn) column: TaskColumn;
  @Field(() => ID, { nullable: true }) @IsOptional() @IsIdOf('task') beforeId?: string | null;
}

export enum TaskSort {
  POSITION = 'POSITION',
  DUE_DATE = 'DUE_DATE',
  TITLE = 'TITLE',
  PRIORITY = 'PRIORITY',
  STATUS = 'STATUS',
  TYPE = 'TYPE',
  CREATED = 'CREATED',
}
registerEnumType(TaskSort, { name: 'TaskSort' });

@ArgsType()
export class TasksArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: "Only this case's tasks." }) @IsOptional() @IsIdOf('case') matterId?: string;
  @Field(() => TaskColumn, { nullable: true }) @IsOptional() column?: TaskColumn;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) search?: string;
  @Field(() => ID, { nullable: true, description: 'Only tasks assigned to this user.' }) @IsOptional() @IsIdOf('user') assigneeId?: string;
  @Field(() => Boolean, { nullable: true, description: 'Only tasks not yet complete (any column but Complete).' }) @IsOptional() open?: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: only tasks due on or after this day.' }) @IsOptional() @IsDay() dueFrom?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: only tasks due on or before this day.' }) @IsOptional() @IsDay() dueTo?: string;
  @Field(() => ID, { nullable: true, description: 'Only tasks this user asked for and gave to someone else (Tasks Assigned By Me).' })
  @IsOptional()
  @IsIdOf('user')
  assignedById?: string;
  @Field(() => TaskSort, { defaultValue: TaskSort.POSITION }) @IsIn(Object.values(TaskSort)) sortBy: TaskSort = TaskSort.POSITION;
  @Field(() => SortDirection, { defaultValue: SortDirection.ASC }) @IsIn(Object.values(SortDirection)) sortDirection: SortDirection = SortDirection.ASC;
}

@ObjectType({ simpleResolvers: true })
export class TaskPage extends Paginated(Task) {}

@ObjectType({ simpleResolvers: true, description: 'A task you may see was added, changed, moved or deleted: refresh it (or the board).' })
export class TaskEvent {
  @Field() cursor: string;
  @Field(() => ID) taskId: string;
  @Field({ description: 'ADDED, CHANGED, MOVED or DELETED.' }) change: string;
}
