import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'The unpaid invoices you may see: not yet paid in full, overdue ones included.' })
export class DashboardInvoices {
  @Field(() => Int, { description: 'How many invoices still have a balance.' }) count: number;
  @Field(() => Int, { description: 'Their balances due, in cents.' }) amountCents: number;
  @Field(() => Int, { description: 'How many of them are past their due date.' }) overdueCount: number;
}

@ObjectType({ simpleResolvers: true, description: "The home dashboard's cards for the signed-in user." })
export class DashboardSummary {
  @Field(() => Int, { description: 'Open tasks (not complete) assigned to you, on cases you may open or on none.' }) openTasks: number;
  @Field(() => Int, { description: 'Of those, due before today.' }) overdueTasks: number;
  @Field(() => Int, { description: 'Of those, due today.' }) tasksDueToday: number;
  @Field(() => DashboardInvoices, { nullable: true, description: "Null for people whose firm does not let their role see billing (staff by default: Firm User Permissions)." })
  unpaidInvoices: DashboardInvoices | null;
}
