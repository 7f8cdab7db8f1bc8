// `npm run dev`: the server rebuilt and restarted on every change (tsc --watch + node --watch)
// and the client served by Vite with hot reload on http://localhost:5173 (proxying /graphql).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  return child;
}

function shutdown(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

const firstBuild = spawn(bin('tsc'), ['-p', 'server'], { cwd: root, stdio: 'inherit' });
firstBuild.on('exit', (code) => {
  if (code !== 0 || !existsSync(path.join(root, 'server', 'dist', 'main.js'))) process.exit(code ?? 1);
  run(bin('tsc'), ['-p', 'server', '--watch', '--preserveWatchOutput']);
  run(process.execPath, ['--watch', 'server/dist/main.js']);
  run(bin('vite'), ['--config', 'client/vite.config.ts', 'client']);
});
