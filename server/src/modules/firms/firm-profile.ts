import { IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { DataSource } from 'typeorm';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { staleEdit } from '../../graphql/errors';
import { Role } from '../../graphql/roles';
import { trimToNull } from '../../graphql/text';
import { IsLedesId, IsTimeZone } from '../../graphql/validators';
import { Firm } from './firm.entity';

@InputType({ description: "What the firm's invoices print (its address, where to remit, how to pay) and its time zone." })
export class UpdateFirmProfileInput {
  @Field(() => Int, { description: 'The version you saw.' }) @IsInt() @Min(1) version: number;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500) address?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(500) remitTo?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(2000) paymentInstructions?: string | null;
  @Field(() => String, { nullable: true, description: "An IANA time zone (America/Chicago); left out or null: the server's TIME_ZONE." })
  @IsOptional()
  @MaxLength(64)
  @IsTimeZone()
  timeZone?: string | null;
  @Field(() => String, { nullable: true, description: "The firm's id in its clients' e-billing (LEDES LAW_FIRM_ID, e.g. its tax id); left out or empty: none, and the files carry an id of ours." })
  @IsOptional()
  @IsLedesId()
  ledesId?: string | null;
}

/** A firm's own profile, edited by its firm admins (its name, email and status are the back office's). */
export class FirmProfileService {
  constructor(private readonly dataSource: DataSource) {}

  async update(viewer: FirmViewer, input: UpdateFirmProfileInput): Promise<Firm> {
    const [rows] = (await this.dataSource.query(
      `UPDATE firms SET address = $3, remit_to = $4, payment_instructions = $5, time_zone = $6, ledes_id = $7, version = version + 1, updated_at = now()
       WHERE id = $1 AND version = $2 RETURNING id`,
      [viewer.firm.id, input.version, trimToNull(input.address), trimToNull(input.remitTo), trimToNull(input.paymentInstructions), trimToNull(input.timeZone), trimToNull(input.ledesId)],
    )) as [Array<{ id: string }>, number];
    if (!rows.length) throw staleEdit("Your firm's profile");
    return this.dataSource.getRepository(Firm).findOneByOrFail({ id: viewer.firm.id });
  }
}

@Resolver(() => Firm)
export class FirmProfileResolver {
  @Authorized(Role.FIRM_ADMIN)
  @Mutation(() => Firm, {
    description: "Saves the firm's address, remit-to, payment instructions, LEDES id (each left out or empty: none) and time zone (left out: the server's), for firm admins, with the version you saw.",
  })
  updateFirmProfile(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateFirmProfileInput, @Ctx() ctx: RequestContext): Promise<Firm> {
    return ctx.services.firmProfile.update(viewer, input);
  }

  @FieldResolver(() => String, { description: "The firm's time zone (IANA): what its dates and times are written in. Its own once chosen on Firm Profile, else the server's." })
  timeZone(@Root() firm: Firm, @Ctx() ctx: RequestContext): string {
    return ctx.services.clock.zoneOf(firm);
  }

  @FieldResolver(() => Boolean, { description: 'True while the firm has not chosen a time zone and the server\'s applies.' })
  timeZoneIsServerDefault(@Root() firm: Firm): boolean {
    return firm.timeZone === null;
  }
}
