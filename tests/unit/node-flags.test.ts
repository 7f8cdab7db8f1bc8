import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_NODE_ARGS, ROOT } from '../support/server';

/** The benchmark measures the app with the Node flags users run it with: `npm start` and the Docker image. */
describe("the app's Node flags", () => {
  it('are the same in npm start, the Docker image and the benchmark', () => {
    const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start!;
    expect(start).toContain(`node ${PRODUCTION_NODE_ARGS.join(' ')} server/scripts/start.mjs`);
    const dockerfile = readFileSync(path.join(ROOT, 'server', 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`CMD ${JSON.stringify(['node', ...PRODUCTION_NODE_ARGS, 'server/dist/main.js'])}`.replace(/","/g, '", "'));
  });
});
