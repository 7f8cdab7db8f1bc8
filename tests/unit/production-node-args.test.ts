import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_NODE_ARGS } from '../support/server';

const ROOT = path.join(__dirname, '..', '..');

/** The app's V8 flags in production are the same wherever it is started, and the benchmark measures it so. */
describe('the V8 flags the app runs with in production', () => {
  it('are the ones npm start passes', () => {
    const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toContain(`node ${PRODUCTION_NODE_ARGS.join(' ')} server/scripts/start.mjs`);
  });

  it('are the ones the Docker image passes', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(path.join(ROOT, 'server', 'Dockerfile'), 'utf8'))![1]!;
    expect(JSON.parse(cmd)).toEqual(['node', ...PRODUCTION_NODE_ARGS, 'server/dist/main.js']);
  });

  it('are the ones the README gives for running against an external PostgreSQL', () => {
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(`node ${PRODUCTION_NODE_ARGS.join(' ')} server/dist/main.js`);
  });
});
