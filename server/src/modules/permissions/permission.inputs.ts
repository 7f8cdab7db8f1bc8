import { IsBoolean, IsInt, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'Every choice at once, with the version you saw (0 for a firm that never saved any).' })
export class UpdateFirmPermissionsInput {
  @Field(() => Int)
  @IsInt()
  @Min(0)
  version: number;

  @Field()
  @IsBoolean()
  paralegalsSeeBilling: boolean;

  @Field()
  @IsBoolean()
  staffSeeBilling: boolean;

  @Field()
  @IsBoolean()
  attorneysManageBilling: boolean;

  @Field()
  @IsBoolean()
  staffExportLists: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'What the signed-in user may do, after their role and their firm\'s choices.' })
export class ViewerPermissions {
  @Field({ description: 'Open invoices and payments (Invoices page, exports, PDF).' })
  seeBilling: boolean;

  @Field({ description: 'Create, edit and delete invoices and record payments.' })
  manageBilling: boolean;

  @Field({ description: 'Download the case and contact lists as CSV.' })
  exportLists: boolean;

  @Field({ description: 'Roles page, Add Firm User, Firm User Permissions.' })
  manageUsers: boolean;
}
