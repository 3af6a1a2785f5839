// A child process holding the kitchen sockets of many stores spread over several server processes, so their
// work does not share the load generator's or a server's event loop. Reads its plan from the JSON file given
// as the argument. Prints "ready", then "new_order <store> <tokenNo> <epoch ms>" as each store's watcher
// socket receives an order.
import { readFileSync } from 'node:fs';
import { io, type Socket } from 'socket.io-client';

export type TFleetPlan = {
  urls: string[];
  origin: string;
  /** per store: its session cookie, and the server process its watcher socket is on */
  stores: { cookie: string; watcherUrl: number }[];
  socketsPerStore: number;
};

const plan = JSON.parse(readFileSync(process.argv[2] as string, 'utf8')) as TFleetPlan;
const sockets: Socket[] = [];
const open = (url: string, cookie: string) => {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie, origin: plan.origin },
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
};

// The rest of a store's sockets go round the processes; connected in batches, as screens come online.
let next = 0;
const pending: Promise<unknown>[] = [];
for (const [index, store] of plan.stores.entries()) {
  const watcher = open(plan.urls[store.watcherUrl] as string, store.cookie);
  void watcher.then((socket) =>
    socket.on('new_order', (payload: { tokenNo: number }) => {
      process.stdout.write(
        `new_order ${index} ${payload.tokenNo} ${performance.timeOrigin + performance.now()}\n`,
      );
    }),
  );
  pending.push(watcher);
  for (let i = 1; i < plan.socketsPerStore; i++) {
    pending.push(open(plan.urls[next++ % plan.urls.length] as string, store.cookie));
  }
  if (pending.length >= 200) await Promise.all(pending.splice(0));
}
await Promise.all(pending);
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  for (const s of sockets) s.disconnect();
  process.exit(0);
});
