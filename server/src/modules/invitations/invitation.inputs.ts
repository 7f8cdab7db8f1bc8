import { IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE } from '../auth/password';

@InputType()
export class AcceptInvitationInput {
  @Field()
  @IsNotEmpty({ message: 'The invitation link is incomplete.' })
  @MaxLength(200)
  token: string;

  @Field()
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULE_MESSAGE })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password: string;
}

@ObjectType({ simpleResolvers: true, description: 'Who an invitation link is for, shown before the password is chosen.' })
export class InvitationDetailsType {
  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => String, { nullable: true })
  firmName: string | null;

  @Field()
  expiresAt: Date;
}
