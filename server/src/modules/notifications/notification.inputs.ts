import { IsOptional } from 'class-validator';
import { ArgsType, Field, ObjectType } from 'type-graphql';
import { PageArgs, Paginated } from '../../graphql/pagination';
import { Notification, NotificationType } from './notification.entity';

@ArgsType()
export class NotificationsArgs extends PageArgs {
  @Field(() => NotificationType, { nullable: true, description: 'Only one kind (the Invoices, Tasks and Messages filters).' })
  @IsOptional()
  type?: NotificationType;

  @Field({ defaultValue: false }) unreadOnly: boolean = false;
}

@ObjectType({ simpleResolvers: true })
export class NotificationPage extends Paginated(Notification) {}

@ObjectType({ simpleResolvers: true, description: 'A new notification for you, as it happens.' })
export class NotificationEvent {
  @Field({ description: 'Pass the last one you saw as `after` when you subscribe again.' }) cursor: string;
  @Field(() => Notification) notification: Notification;
}
