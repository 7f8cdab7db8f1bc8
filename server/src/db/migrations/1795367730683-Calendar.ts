import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Calendar1795367730683 implements MigrationInterface {
  name = 'Calendar1795367730683';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."calendar_event_kind" AS ENUM('EVENT', 'COURT_HEARING', 'APPOINTMENT', 'LEAVE')`);
    await queryRunner.query(`CREATE TYPE "public"."event_priority" AS ENUM('LOW', 'MEDIUM', 'HIGH')`);
    await queryRunner.query(`CREATE TABLE "calendar_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, "firm_id" uuid NOT NULL, "matter_id" uuid, "title" character varying(200) NOT NULL, "description" text, "kind" "public"."calendar_event_kind" NOT NULL DEFAULT 'EVENT', "priority" "public"."event_priority" NOT NULL DEFAULT 'LOW', "color" character varying(10), "all_day" boolean NOT NULL DEFAULT false, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ends_at" TIMESTAMP WITH TIME ZONE NOT NULL, "location" character varying(300), "video_link" character varying(2048), "reminder_minutes" integer, "reminded_at" TIMESTAMP WITH TIME ZONE, "created_by_id" uuid, CONSTRAINT "CHK_calendar_events_reminder" CHECK ("reminder_minutes" BETWEEN 0 AND 10080), CONSTRAINT "CHK_calendar_events_span" CHECK ("ends_at" >= "starts_at" AND "ends_at" <= "starts_at" + interval '14 days'), CONSTRAINT "PK_faf5391d232322a87cdd1c6f30c" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_calendar_events_reminder_due" ON "calendar_events"  ("starts_at") WHERE reminder_minutes IS NOT NULL AND reminded_at IS NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_138b3c3077055c5fba5ffe7d5d" ON "calendar_events"  ("matter_id", "starts_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_9d43ca90c27ef82a699f8eefc8" ON "calendar_events"  ("firm_id", "starts_at") `);
    await queryRunner.query(`CREATE TABLE "calendar_event_attendees" ("event_id" uuid NOT NULL, "user_id" uuid NOT NULL, CONSTRAINT "PK_d3a10c9dcb29ddfe946c859a92e" PRIMARY KEY ("event_id", "user_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_37d00d5de8b2f033634420b866" ON "calendar_event_attendees"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "calendar_feeds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "firm_id" uuid NOT NULL, "token_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_045067d8bb57f971f3c5426ea71" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3212ce9ff23847e66347a6730d" ON "calendar_feeds"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_df53b5f17d35a6bac0fb13e16a" ON "calendar_feeds"  ("token_hash") `);
    await queryRunner.query(`ALTER TABLE "calendar_events" ADD CONSTRAINT "FK_b667239995c85c30162a1e30096" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_events" ADD CONSTRAINT "FK_e7b279bb06cd4487ca14d4d8c5f" FOREIGN KEY ("matter_id") REFERENCES "matters"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_events" ADD CONSTRAINT "FK_f8217d6cb7344062d4a96a4d9bf" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "FK_8ec385ad71988de02cd6c44bde7" FOREIGN KEY ("event_id") REFERENCES "calendar_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" ADD CONSTRAINT "FK_37d00d5de8b2f033634420b8662" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD CONSTRAINT "FK_3212ce9ff23847e66347a6730d3" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "calendar_feeds" ADD CONSTRAINT "FK_489f004a155401a1ca61ac7bbf7" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_489f004a155401a1ca61ac7bbf7"`);
    await queryRunner.query(`ALTER TABLE "calendar_feeds" DROP CONSTRAINT "FK_3212ce9ff23847e66347a6730d3"`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" DROP CONSTRAINT "FK_37d00d5de8b2f033634420b8662"`);
    await queryRunner.query(`ALTER TABLE "calendar_event_attendees" DROP CONSTRAINT "FK_8ec385ad71988de02cd6c44bde7"`);
    await queryRunner.query(`ALTER TABLE "calendar_events" DROP CONSTRAINT "FK_f8217d6cb7344062d4a96a4d9bf"`);
    await queryRunner.query(`ALTER TABLE "calendar_events" DROP CONSTRAINT "FK_e7b279bb06cd4487ca14d4d8c5f"`);
    await queryRunner.query(`ALTER TABLE "calendar_events" DROP CONSTRAINT "FK_b667239995c85c30162a1e30096"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_df53b5f17d35a6bac0fb13e16a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3212ce9ff23847e66347a6730d"`);
    await queryRunner.query(`DROP TABLE "calendar_feeds"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_37d00d5de8b2f033634420b866"`);
    await queryRunner.query(`DROP TABLE "calendar_event_attendees"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9d43ca90c27ef82a699f8eefc8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_138b3c3077055c5fba5ffe7d5d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_calendar_events_reminder_due"`);
    await queryRunner.query(`DROP TABLE "calendar_events"`);
    await queryRunner.query(`DROP TYPE "public"."event_priority"`);
    await queryRunner.query(`DROP TYPE "public"."calendar_event_kind"`);
  }
}
