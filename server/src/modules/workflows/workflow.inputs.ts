import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { IsIdOf } from '../../graphql/validators';
import { TaskPriority } from '../tasks/task.entity';
import { STEP_ASSIGNEE_ROLES, WorkflowTrigger } from './workflow.entity';
import { Role } from '../../graphql/roles';

export const MAX_STEPS = 50;

@InputType({ description: 'A step of a template, in the order of the list.' })
export class WorkflowStepInput {
  @Field() @IsNotEmpty({ message: 'Enter what the task is.' }) @MaxLength(300) title: string;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(20_000) description?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(60) type?: string | null;
  @Field(() => TaskPriority, { nullable: true, description: 'Default NORMAL.' }) @IsOptional() priority?: TaskPriority | null;
  @Field(() => Int, { nullable: true, description: 'Days after the day the template is applied; null: no due date.' })
  @IsOptional()
  @IsInt({ message: 'Use a whole number of days.' })
  @Min(0, { message: 'The due offset cannot be negative.' })
  @Max(3650, { message: 'Use at most 3650 days.' })
  dueOffsetDays?: number | null;
  @Field(() => Role, { nullable: true, description: 'ATTORNEY, PARALEGAL, STAFF or FIRM_ADMIN; null: unassigned.' })
  @IsOptional()
  @IsIn(STEP_ASSIGNEE_ROLES, { message: 'Choose attorney, paralegal, staff or firm admin.' })
  assigneeRole?: Role | null;
}

@InputType()
export class WorkflowTemplateInput {
  @Field() @IsNotEmpty({ message: 'Enter the template name.' }) @MaxLength(120, { message: 'Use at most 120 characters.' }) name: string;
  @Field(() => String, { nullable: true, description: 'One of the firm’s case types; null: any case type.' })
  @IsOptional()
  @MaxLength(100)
  caseType?: string | null;
  @Field(() => WorkflowTrigger) trigger: WorkflowTrigger;
  @Field(() => String, { nullable: true, description: 'Required with ON_STAGE: one of the firm’s matter stages.' })
  @ValidateIf((input: WorkflowTemplateInput) => input.trigger === WorkflowTrigger.ON_STAGE)
  @IsNotEmpty({ message: 'Choose the stage that applies this workflow.' })
  @MaxLength(100)
  stage?: string | null;
  @Field({ defaultValue: true }) @IsBoolean() active: boolean = true;
  @Field(() => [WorkflowStepInput])
  @ArrayMinSize(1, { message: 'Add at least one step.' })
  @ArrayMaxSize(MAX_STEPS, { message: `A template can have at most ${MAX_STEPS} steps.` })
  @ValidateNested({ each: true })
  steps: WorkflowStepInput[];
}

@InputType({ description: 'Saves every field and the whole step list over the version the editor started from.' })
export class UpdateWorkflowTemplateInput extends WorkflowTemplateInput {
  @Field(() => ID) @IsIdOf('workflow template') id: string;
  @Field(() => Int) @IsInt() @Min(1) version: number;
}

@ArgsType()
export class WorkflowTemplateIdArgs {
  @Field(() => ID) @IsIdOf('workflow template') id: string;
}

@ArgsType()
export class MatterWorkflowArgs {
  @Field(() => ID) @IsIdOf('case') matterId: string;
}

@ArgsType()
export class ApplyWorkflowArgs extends MatterWorkflowArgs {
  @Field(() => ID) @IsIdOf('workflow template') templateId: string;
}
