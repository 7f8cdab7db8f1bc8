import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Notifications1795360758228 implements MigrationInterface {
  name = 'Notifications1795360758228';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TYPE "public"."notification_type" AS ENUM('TASK', 'INVOICE', 'MESSAGE', 'EVENT')`);
    await queryRunner.query(`CREATE TABLE "notifications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "user_id" uuid NOT NULL, "type" "public"."notification_type" NOT NULL, "message" text NOT NULL, "link" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "read_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_ad6f997a0051901eed11448afa" ON "notifications"  ("user_id", "type", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_310667f935698fcd8cb319113a" ON "notifications"  ("user_id", "created_at") `);
    await queryRunner.query(`ALTER TABLE "conversation_members" ADD "viewing_until" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_ec3e43ee71bb235660909125f1d" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "notifications" ADD CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_9a8a82462cab47c73d25f49261f"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP CONSTRAINT "FK_ec3e43ee71bb235660909125f1d"`);
    await queryRunner.query(`ALTER TABLE "conversation_members" DROP COLUMN "viewing_until"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_310667f935698fcd8cb319113a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad6f997a0051901eed11448afa"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
    await queryRunner.query(`DROP TYPE "public"."notification_type"`);
  }
}
