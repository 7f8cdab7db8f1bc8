import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Invitations1795377778881 implements MigrationInterface {
  name = 'Invitations1795377778881';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "firm_id" uuid NOT NULL, "user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "issued_by_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5dec98cfdfd562e4ad3648bbb07" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_872ac94a64b3d44fc4b554780c" ON "invitations"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "IDX_ad20360a1fb85b78ffe938eced" ON "invitations"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "firm_role_permissions" ("firm_id" uuid NOT NULL, "paralegals_see_billing" boolean NOT NULL DEFAULT true, "staff_see_billing" boolean NOT NULL DEFAULT false, "attorneys_manage_billing" boolean NOT NULL DEFAULT true, "staff_export_lists" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL, CONSTRAINT "PK_3a1f15561602f38df12f040eb67" PRIMARY KEY ("firm_id"))`);
    await queryRunner.query(`ALTER TABLE "invitations" ADD CONSTRAINT "FK_456436983b961faa15ac4d7e0a4" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invitations" ADD CONSTRAINT "FK_fecdffec754fa4d5cea98709776" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "invitations" ADD CONSTRAINT "FK_c0f0ea312c94d0ec095484c9c31" FOREIGN KEY ("issued_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "firm_role_permissions" ADD CONSTRAINT "FK_3a1f15561602f38df12f040eb67" FOREIGN KEY ("firm_id") REFERENCES "firms"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "firm_role_permissions" DROP CONSTRAINT "FK_3a1f15561602f38df12f040eb67"`);
    await queryRunner.query(`ALTER TABLE "invitations" DROP CONSTRAINT "FK_c0f0ea312c94d0ec095484c9c31"`);
    await queryRunner.query(`ALTER TABLE "invitations" DROP CONSTRAINT "FK_fecdffec754fa4d5cea98709776"`);
    await queryRunner.query(`ALTER TABLE "invitations" DROP CONSTRAINT "FK_456436983b961faa15ac4d7e0a4"`);
    await queryRunner.query(`DROP TABLE "firm_role_permissions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ad20360a1fb85b78ffe938eced"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_872ac94a64b3d44fc4b554780c"`);
    await queryRunner.query(`DROP TABLE "invitations"`);
  }
}
