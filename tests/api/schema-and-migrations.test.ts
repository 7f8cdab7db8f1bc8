import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, startTestServer } from '../support/server';

const run = promisify(execFile);

describe('the GraphQL contract', () => {
  it('schema.graphql is exactly what the resolvers emit (run `npm run schema` after changing them)', async () => {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'server/dist/scripts/print-schema.js')]);
    expect(await readFile(path.join(ROOT, 'schema.graphql'), 'utf8')).toBe(stdout);
  });

  it('the client forms\' limits are exactly the server validators\' (run `npm run schema` after changing them)', async () => {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'server/dist/scripts/print-schema.js'), '--limits']);
    expect(stdout).toMatch(/CreateTaskInput: \{\n {4}[\s\S]*title: \{ maxLength: 300 \}/);
    expect(await readFile(path.join(ROOT, 'client/src/gql/limits.ts'), 'utf8')).toBe(stdout);
  });
});

describe('migrations', () => {
  it('bring an empty database to exactly what the entities describe (nothing left to generate)', async () => {
    const server = await startTestServer();
    try {
      const { stdout } = await run(process.execPath, [path.join(ROOT, 'server/dist/scripts/generate-migration.js'), '--check'], {
        env: { ...process.env, DATABASE_URL: server.databaseUrl },
      });
      expect(stdout).toMatch(/nothing to generate/);
      const { rows } = await server.db.query('SELECT name FROM migrations ORDER BY id');
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
