import { createFirm, createUser, PASSWORD } from '../support/factories';
import { ApiClient } from '../support/graphql';
import { createTestDatabase, spawnServer, stopProcess } from '../support/server';
import { settle, wsClient } from '../support/ws';
import { Pool } from 'pg';

describe('graceful shutdown (SIGTERM)', () => {
  it('answers the request in flight, closes sockets with a reconnectable code and exits cleanly', async () => {
    const databaseUrl = await createTestDatabase();
    const { child, port } = await spawnServer({ DATABASE_URL: databaseUrl });
    const db = new Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const user = await createUser(db, { firm: await createFirm(db), role: 'ATTORNEY' });
      const api = new ApiClient(`http://127.0.0.1:${port}/graphql`);
      await api.signIn(user.email, PASSWORD);

      const { client, closed } = wsClient(`ws://127.0.0.1:${port}/graphql`, api.cookie!);
      client.subscribe({ query: 'subscription { taskEvents { taskId } }' }, { next: () => {}, error: () => {}, complete: () => {} });
      await settle(500);

      // A sign-in (an argon2 hash: tens of milliseconds) is still running when SIGTERM arrives.
      const inFlight = new ApiClient(`http://127.0.0.1:${port}/graphql`).signIn(user.email, PASSWORD);
      await settle(5);
      const exitCode = stopProcess(child, 'SIGTERM');

      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(answered.data).toEqual({ login: { id: user.id } });
      // 1001 Going Away: graphql-ws clients retry it (unlike 4401/4403, which are final).
      expect(await closed).toBe(1001);
      expect(await exitCode).toBe(0);
    } finally {
      await stopProcess(child, 'SIGKILL');
      await db.end();
    }
  });
});
