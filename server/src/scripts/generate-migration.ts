/**
 * Writes a migration with the SQL that brings the database to the entities, the same way
 * `typeorm migration:generate` does: `npm run migration:generate -- AddContacts`.
 * Uses DATABASE_URL, or a throwaway embedded PostgreSQL migrated to the committed migrations.
 * With `--check` it writes nothing and fails if the entities need a migration that is missing.
 */
import 'reflect-metadata';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, PROJECT_ROOT } from '../config';
import { createLogger } from '../logger';
import { ENTITIES } from '../modules';
import { createDataSource } from '../db/data-source';
import { startEmbeddedPostgres } from '../db/embedded';

function escape(sql: string): string {
  return sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const name = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!check && (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name))) {
    throw new Error('Usage: npm run migration:generate -- <PascalCaseName>');
  }
  const config = loadConfig();
  const logger = createLogger('warn');
  const tempDir = config.databaseUrl ? undefined : await mkdtemp(path.join(os.tmpdir(), 'matterhorn-migrate-'));
  const embedded = tempDir ? await startEmbeddedPostgres(tempDir, config.embeddedPostgresPort + 1, logger) : undefined;
  const dataSource = createDataSource({ url: config.databaseUrl ?? embedded?.url ?? '', entities: ENTITIES });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      process.stdout.write('The entities and the migrations agree: nothing to generate.\n');
      return;
    }
    if (check) {
      process.stderr.write(
        `The entities need a migration that is not committed:\n${sql.upQueries.map((q) => `  ${q.query}`).join('\n')}\n` +
          'Run npm run migration:generate -- <Name>.\n',
      );
      process.exitCode = 1;
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const up = sql.upQueries.map((q) => `    await queryRunner.query(\`${escape(q.query)}\`);`).join('\n');
    const down = sql.downQueries
      .reverse()
      .map((q) => `    await queryRunner.query(\`${escape(q.query)}\`);`)
      .join('\n');
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`;
    const file = path.join(PROJECT_ROOT, 'server', 'src', 'db', 'migrations', `${timestamp}-${name}.ts`);
    await writeFile(file, source);
    process.stdout.write(`Wrote ${path.relative(PROJECT_ROOT, file)}\n`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
