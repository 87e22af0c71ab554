// `npm run bench -- tracker`: 1,000 tracker connections (server-sent events, decision 128) on
// 50 visits of today, 20 each, receiving crew positions posted to `POST /crew/positions`
// (decision 130): 20 rounds of one post per visit. Prints the delay from a post leaving the
// crew app to its update arriving in each client (p50, p99, max) and the process's memory
// (server and the client sockets share the process; the sockets are plain HTTP readers).
import http from 'node:http';
import { localDate } from '../server/shared/calendar-date';
import { scheduleVisit } from '../server/modules/deliveries/delivery-service';
import {
  cityNamed,
  createCustomer,
  startCheckoutServer,
} from '../tests/server/helpers/checkout-fixtures';
import { testBackends } from '../tests/server/helpers/backends';

const CONNECTIONS = Number(process.env.BENCH_TRACKER_CONNECTIONS ?? 1000);
const VISITS = 50;
const ROUNDS = 20;
const KEY = 'bench-toronto-crew-key-0123456789';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

export async function benchTracker(): Promise<void> {
  console.log(
    `\ntracker: ${CONNECTIONS} event streams on ${VISITS} visits, ${ROUNDS} rounds of posts`,
  );
  // A seeded copy of the test template: PostgreSQL when reachable, else PGlite.
  const backends = await testBackends();
  const backend = backends.find((candidate) => candidate.name === 'PostgreSQL') ?? backends[0]!;
  console.log(`  on ${backend.name}`);
  const { handle: database, dispose } = await backend.open();
  const server = await startCheckoutServer(database, {}, { CREW_KEYS: `toronto=${KEY}` });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const sockets: http.ClientRequest[] = [];
  try {
    const toronto = await cityNamed(database, 'Toronto');
    const customer = await createCustomer(database, toronto);
    const today = localDate(new Date(), toronto.timezone);
    const visits: string[] = [];
    for (let index = 0; index < VISITS; index += 1) {
      const [order] = await database.query<{ id: string }>(
        `insert into orders (customer_id, city_id, status, shipping_address_id)
         values ($1, $2, 'CONFIRMED', $3) returning id`,
        [customer.customerId, toronto.id, customer.addressId],
      );
      visits.push(
        await scheduleVisit(database, {
          orderId: order!.id,
          customerId: customer.customerId,
          cityId: toronto.id,
          addressId: customer.addressId,
          kind: 'DELIVERY',
          date: today,
          timeType: 'ANYTIME',
        }),
      );
    }
    const token = await server.tokenFor(customer.customerId);
    global.gc?.();
    const before = process.memoryUsage();
    const url = new URL(server.url);
    const sent = new Map<string, number>();
    const delays: number[] = [];
    let opened = 0;
    await new Promise<void>((resolve, reject) => {
      for (let index = 0; index < CONNECTIONS; index += 1) {
        const deliveryId = visits[index % VISITS]!;
        const request = http.get(
          {
            host: url.hostname,
            port: url.port,
            path: `/deliveries/${deliveryId}/events`,
            agent,
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          },
          (response) => {
            if (response.statusCode !== 200) {
              reject(new Error(`stream ${index}: ${response.statusCode}`));
              return;
            }
            response.setEncoding('utf8');
            let text = '';
            response.on('data', (chunk: string) => {
              text += chunk;
              const blocks = text.split('\n\n');
              text = blocks.pop() ?? '';
              for (const block of blocks) {
                const data = block.split('\n').find((line) => line.startsWith('data: '));
                if (!data) continue;
                const update = JSON.parse(data.slice(6)) as { crew: { x: number } };
                const at = sent.get(`${deliveryId}/${update.crew.x}`);
                if (at !== undefined) delays.push(performance.now() - at);
              }
            });
            opened += 1;
            if (opened === CONNECTIONS) resolve();
          },
        );
        request.on('error', reject);
        sockets.push(request);
      }
    });
    const connected = process.memoryUsage();
    for (let round = 1; round <= ROUNDS; round += 1) {
      await Promise.all(
        visits.map(async (deliveryId) => {
          sent.set(`${deliveryId}/${round}`, performance.now());
          const response = await fetch(`${server.url}/crew/positions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-depot-key': KEY },
            body: JSON.stringify({ deliveryId, position: { x: round, y: 1 }, etaMinutes: 60 }),
          });
          if (response.status !== 202) throw new Error(`post: ${response.status}`);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = process.memoryUsage();
    const sorted = [...delays].sort((a, b) => a - b);
    const expected = CONNECTIONS * ROUNDS;
    console.log(
      `  updates received ${delays.length} of ${expected}; post to client: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `  memory (one process): rss ${mb(before.rss)} before, ${mb(connected.rss)} with ${CONNECTIONS} streams open, ${mb(after.rss)} after the posts; heap used ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}`,
    );
    if (delays.length < expected) process.exitCode = 1;
  } finally {
    for (const request of sockets) request.destroy();
    agent.destroy();
    await server.app.close();
    await dispose();
  }
}
