// The soak benchmark's load balancer: a small round-robin HTTP proxy in front of the server
// instances (decision 186). Each request goes to the next instance in turn over a kept-alive
// connection; the answer is streamed back unchanged. It counts the requests each instance took.
// Only 127.0.0.1 is ever a target.
import http from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to each target so far, in the targets' order. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(
  targets: readonly { host: string; port: number }[],
  port: number,
): Promise<RoundRobinProxy> {
  for (const target of targets) {
    if (target.host !== '127.0.0.1') throw new Error('the soak proxy only targets 127.0.0.1');
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const counts = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index]!;
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('upstream unavailable');
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
