import { IsOptional, MaxLength } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { User, UserStatus } from './user.entity';
import { Role } from '../../graphql/roles';

@ArgsType()
export class FirmUsersArgs extends PageArgs {
  @Field(() => Role, { nullable: true })
  @IsOptional()
  role?: Role;

  @Field(() => UserStatus, { nullable: true, description: 'Without a status, every user but the deleted ones.' })
  @IsOptional()
  status?: UserStatus;

  @Field({ defaultValue: false, description: 'Only firm staff (admins, attorneys, paralegals, staff), no clients: the Roles page.' })
  @IsOptional()
  staffOnly: boolean = false;

  @Field(() => String, { nullable: true, description: 'Part of the name or email.' })
  @IsOptional()
  @MaxLength(200)
  search?: string;
}

@ObjectType({ simpleResolvers: true })
export class UserPage extends Paginated(User) {}
