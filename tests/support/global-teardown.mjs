import { rm } from 'node:fs/promises';

export default async function globalTeardown() {
  const running = globalThis.__matterhornPostgres;
  if (!running) return;
  await running.database.stop();
  await rm(running.dataDir, { recursive: true, force: true });
  globalThis.__matterhornPostgres = undefined;
}
