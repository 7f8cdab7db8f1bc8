import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paced } from '../bench/paced';

/** A local server answering every request after `delay(n)` ms (n: the request's arrival order). */
async function slowServer(delay: (n: number) => number): Promise<{ url: string; close(): Promise<void> }> {
  let arrived = 0;
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end('{"data":{}}'), delay(arrived++));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('the paced (open-loop) benchmark client', () => {
  it('sends at the rate asked, whatever the answers', async () => {
    const server = await slowServer(() => 5);
    try {
      const result = await paced({ url: server.url, rate: 50, durationMs: 1_000, request: () => ({}) });
      expect(result).toMatchObject({ scheduled: 50, sent: 50, completed: 50, shed: 0, errors: 0 });
      expect(result.p50).toBeGreaterThanOrEqual(5);
      // Each latency counts from its own request's due time: timed from the run's start instead, the
      // median would be past 500 ms. The bound leaves room for a loaded machine (CI measured 101 ms).
      expect(result.p50).toBeLessThan(250);
    } finally {
      await server.close();
    }
  });

  it('counts the time requests queue behind a stalled server from when they were due', async () => {
    // One socket; the fifth request stalls the server 300 ms. The requests due meanwhile wait for
    // the socket: each one's latency holds that wait, though the server took 5 ms to answer it.
    const server = await slowServer((n) => (n === 4 ? 300 : 5));
    try {
      const result = await paced({ url: server.url, rate: 50, durationMs: 1_000, connections: 1, maxOutstanding: 50, request: () => ({}) });
      expect(result.completed).toBe(50);
      const queued = result.latencies.filter((latency) => latency > 100);
      // Due every 20 ms during the 300 ms stall: about 14 requests waited behind it.
      expect(queued.length).toBeGreaterThanOrEqual(8);
      expect(result.p99).toBeGreaterThanOrEqual(250);
    } finally {
      await server.close();
    }
  });

  it('sheds what it cannot send instead of queueing without bound', async () => {
    const server = await slowServer(() => 400);
    try {
      const result = await paced({ url: server.url, rate: 100, durationMs: 500, connections: 2, maxOutstanding: 4, request: () => ({}) });
      expect(result.scheduled).toBe(50);
      expect(result.shed).toBeGreaterThan(30);
      expect(result.sent + result.shed).toBe(50);
      expect(result.errors).toBe(0);
    } finally {
      await server.close();
    }
  });
});
