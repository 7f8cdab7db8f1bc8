import { stopAllServers } from './server';

// Server processes start and stop in hooks; jest's default 5 s per hook is too tight on 2 cores.
jest.setTimeout(Number(process.env.MATTERHORN_TEST_TIMEOUT_MS ?? 60_000));

afterAll(async () => {
  await stopAllServers();
});
