import { createServer, type Server, type Socket } from 'node:net';
import { PRINTER_PORT_MAX, PRINTER_PORT_MIN } from '@opentab/shared';

/**
 * A network printer for tests and benches (issue 26): a TCP server on 127.0.0.1 that records what each
 * connection sent, as a raw printer on port 9100 takes a job. It listens on a free port of the printing
 * range (the only ports a printer may have). `stop()` takes it off the network; `start()` brings it back on
 * the same port.
 */
/** The paper sensor's status query a printer answers at once (DLE EOT 4), and its answers. */
const PAPER_STATUS_QUERY = Buffer.from([0x10, 0x04, 0x04]);
const PAPER_PRESENT = 0x12;
const PAPER_END = 0x72;

export class FakePrinter {
  readonly jobs: Buffer[] = [];
  port = 0;
  /** the roll has run out: the paper sensor says so, and a job sent anyway is still recorded */
  paperOut = false;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private waiters: { count: number; resolve: () => void }[] = [];

  async start(): Promise<this> {
    const server = createServer((socket) => {
      this.sockets.add(socket);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => {
        // a status query comes alone, before the job, and is answered rather than printed
        if (chunk.equals(PAPER_STATUS_QUERY))
          socket.write(Buffer.from([this.paperOut ? PAPER_END : PAPER_PRESENT]));
        else chunks.push(chunk);
      });
      socket.on('end', () => {
        // a connection that only asked for the paper status printed nothing
        if (chunks.length > 0) this.jobs.push(Buffer.concat(chunks));
        socket.end();
        this.waiters = this.waiters.filter((waiter) => {
          if (this.jobs.length < waiter.count) return true;
          waiter.resolve();
          return false;
        });
      });
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
    });
    const ports = this.port ? [this.port] : shuffledPorts();
    for (const port of ports) {
      const isListening = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (isListening) {
        this.port = port;
        this.server = server;
        return this;
      }
    }
    throw new Error('no free port for a fake printer');
  }

  /** Resolves once `count` jobs in all have arrived. */
  waitForJobs(count: number): Promise<void> {
    if (this.jobs.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

function shuffledPorts(): number[] {
  const ports = Array.from(
    { length: PRINTER_PORT_MAX - PRINTER_PORT_MIN + 1 },
    (_, i) => PRINTER_PORT_MIN + i,
  );
  for (let i = ports.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ports[i], ports[j]] = [ports[j] as number, ports[i] as number];
  }
  return ports;
}

/** The ESC/POS commands the tests look for. */
export const ESC_POS = {
  initialise: Buffer.from([0x1b, 0x40]),
  cut: Buffer.from([0x1d, 0x56]),
  raster: Buffer.from([0x1d, 0x76, 0x30]),
  qr: Buffer.from([0x1d, 0x28, 0x6b]),
  drawer: Buffer.from([0x1b, 0x70]),
};
