// The soak benchmark's server process: the production server (server/main.ts) unchanged, plus
// one IPC message the benchmark sends between its one-minute rounds, while no traffic runs:
// 'measure' runs a full garbage collection (the process starts with --expose-gc) and answers
// with the memory left afterwards. Memory measured that way holds only what the server keeps,
// not the garbage the last burst happened to leave, so minute is compared with minute fairly.
import '../server/main';

process.on('message', (message) => {
  if (message !== 'measure') return;
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('start the soak server with --expose-gc');
  collect();
  collect();
  const usage = process.memoryUsage();
  process.send?.({ rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external });
});
