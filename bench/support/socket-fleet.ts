// A child process holding many Socket.IO connections of one store, so their work does not share the
// server's event loop. Prints "ready", then "new_order <tokenNo> <epoch ms>" as the last socket receives each.
import { io, type Socket } from 'socket.io-client';

const [url, cookie, countText] = process.argv.slice(2);
const count = Number(countText);
const sockets: Socket[] = [];
for (let i = 0; i < count; i++) {
  sockets.push(
    io(url!, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: cookie! },
      reconnection: false,
    }),
  );
}
await Promise.all(
  sockets.map(
    (s) =>
      new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      }),
  ),
);
const watcher = sockets[count - 1]!;
watcher.on('new_order', (payload: { tokenNo: number }) => {
  process.stdout.write(`new_order ${payload.tokenNo} ${performance.timeOrigin + performance.now()}\n`);
});
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  for (const s of sockets) s.disconnect();
  process.exit(0);
});
