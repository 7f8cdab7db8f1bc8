import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';

@InputType()
export class SignInInput {
  @Field()
  @IsEmail({}, { message: 'Enter a valid email address.' })
  @MaxLength(320)
  email: string;

  @Field()
  @IsNotEmpty({ message: 'Enter your password.' })
  @MaxLength(256)
  password: string;
}

export enum SessionEndReasonEnum {
  SIGNED_OUT = 'SIGNED_OUT',
  EXPIRED = 'EXPIRED',
  ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED',
  /** The person's whole firm was suspended (or deleted) by the platform administrator. */
  FIRM_SUSPENDED = 'FIRM_SUSPENDED',
  /** The user changed their password in another session. */
  PASSWORD_CHANGED = 'PASSWORD_CHANGED',
}
registerEnumType(SessionEndReasonEnum, { name: 'SessionEndReason' });

@ObjectType({ simpleResolvers: true, description: 'Sent to the browsers of a session when it ends (signed out elsewhere, expired, suspended).' })
export class SessionEnded {
  @Field(() => SessionEndReasonEnum)
  reason: SessionEndReasonEnum;
}
