import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, MaxLength, Min, MinLength } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IsIdOf } from '../../graphql/validators';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE } from '../auth/password';
import { User, UserStatus } from './user.entity';
import { FIRM_STAFF_ROLES, Role } from '../../graphql/roles';
import { TimekeeperClassification } from './user.classification';

const ROLE_MESSAGE = 'Choose Firm admin, Attorney, Paralegal or Staff.';

@InputType()
export class AddFirmUserInput {
  @Field()
  @IsNotEmpty({ message: 'Enter the first name.' })
  @MaxLength(100)
  firstName: string;

  @Field()
  @IsNotEmpty({ message: 'Enter the last name.' })
  @MaxLength(100)
  lastName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'Use at most 40 characters.' })
  phone?: string | null;

  @Field()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(320)
  email: string;

  @Field(() => Role, { defaultValue: Role.PARALEGAL })
  @IsIn(FIRM_STAFF_ROLES, { message: ROLE_MESSAGE })
  role: Role = Role.PARALEGAL;

  @Field(() => UserStatus, { defaultValue: UserStatus.ACTIVE, description: 'ACTIVE or SUSPENDED (Disabled).' })
  @IsIn([UserStatus.ACTIVE, UserStatus.SUSPENDED], { message: 'Choose Active or Disabled.' })
  status: UserStatus = UserStatus.ACTIVE;

  @Field(() => TimekeeperClassification, { nullable: true, description: 'LEDES timekeeper classification; omitted or null: from the role.' })
  @IsOptional()
  @IsIn(Object.values(TimekeeperClassification), { message: 'Choose Partner, Associate, Of counsel, Legal assistant or Other.' })
  timekeeperClassification?: TimekeeperClassification | null;
}

@InputType({ description: 'Edit a firm user, with the version you saw.' })
export class UpdateFirmUserInput {
  @Field(() => ID)
  @IsIdOf('user')
  id: string;

  @Field(() => Int)
  @IsInt()
  @Min(1)
  version: number;

  @Field()
  @IsNotEmpty({ message: 'Enter the first name.' })
  @MaxLength(100)
  firstName: string;

  @Field()
  @IsNotEmpty({ message: 'Enter the last name.' })
  @MaxLength(100)
  lastName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'Use at most 40 characters.' })
  phone?: string | null;

  @Field(() => Role)
  @IsIn(FIRM_STAFF_ROLES, { message: ROLE_MESSAGE })
  role: Role;

  @Field(() => UserStatus, { description: 'ACTIVE, SUSPENDED (Disabled) or DELETED; DELETED back to ACTIVE restores.' })
  @IsIn(Object.values(UserStatus))
  status: UserStatus;

  @Field(() => TimekeeperClassification, { nullable: true, description: 'LEDES timekeeper classification; null: from the role; omitted: unchanged.' })
  @IsOptional()
  @IsIn(Object.values(TimekeeperClassification), { message: 'Choose Partner, Associate, Of counsel, Legal assistant or Other.' })
  timekeeperClassification?: TimekeeperClassification | null;
}

@InputType()
export class UpdateMyProfileInput {
  @Field(() => Int, { description: 'The version of yourself you saw.' })
  @IsInt()
  @Min(1)
  version: number;

  @Field()
  @IsNotEmpty({ message: 'Enter your first name.' })
  @MaxLength(100)
  firstName: string;

  @Field()
  @IsNotEmpty({ message: 'Enter your last name.' })
  @MaxLength(100)
  lastName: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'Use at most 40 characters.' })
  phone?: string | null;
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsNotEmpty({ message: 'Enter your current password.' })
  @MaxLength(PASSWORD_MAX_LENGTH)
  currentPassword: string;

  @Field()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULE_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  newPassword: string;
}

@ObjectType({ simpleResolvers: true, description: 'A sign-in invitation: the one-time link to pass on (no mail server is configured).' })
export class IssuedInvitationLink {
  @Field({ description: 'Open it to choose a password; it works once.' })
  url: string;

  @Field()
  expiresAt: Date;
}

@ObjectType({ simpleResolvers: true })
export class AddedFirmUser {
  @Field(() => User)
  user: User;

  @Field(() => IssuedInvitationLink)
  invitation: IssuedInvitationLink;
}
