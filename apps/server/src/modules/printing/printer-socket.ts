import { createConnection } from 'node:net';
import { resolvePrinterAddress } from './printer-address.ts';

/** How long a printer may take to accept the connection and take the bytes. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a printer has to answer the paper status query before the job is sent without it. */
const STATUS_WAIT_MS = 800;
/** ESC/POS real-time status (DLE EOT 4): the paper roll sensor's byte; bits 5 and 6 say the roll has ended. */
const PAPER_STATUS_QUERY = Uint8Array.from([0x10, 0x04, 0x04]);
const PAPER_END_BITS = 0x60;

/** The printer said its paper has run out: nothing of the job was sent. */
export class PaperOutError extends Error {
  constructor() {
    super('the printer is out of paper');
  }
}

/**
 * Printers (address and port) that did not answer the status query in time, since this process started: their
 * jobs go without asking, so a printer that keeps real-time status off costs the wait once, not per job.
 */
const silentPrinters = new Set<string>();

export type TPrinterTarget = { host: string; port: number };

/**
 * Sends a job's bytes to a network printer (raw TCP, "port 9100" printing): connect to the checked address, ask
 * the paper sensor (DLE EOT 4; a printer out of paper rejects with PaperOutError and gets nothing), write,
 * half-close, and wait until the printer has closed its side, which it does once it has read it all. Rejects on a
 * refused or timed-out connection before the bytes were out; the caller decides what that means for the job.
 */
export async function sendToPrinter(
  target: TPrinterTarget,
  payload: Uint8Array,
  { allowLocal }: { allowLocal: boolean },
): Promise<void> {
  const ip = await resolvePrinterAddress(target.host, allowLocal);
  await new Promise<void>((resolve, reject) => {
    const socket = createConnection({ host: ip, port: target.port });
    // Once every byte is handed to the network (and the end sent), the job counts as delivered: whatever
    // happens after (a printer that never closes, a reset) must not send it again, so it can't print twice.
    let isWritten = false;
    let failure: Error | undefined;
    socket.setTimeout(SEND_TIMEOUT_MS, () => {
      if (!isWritten) failure = new Error('the printer did not answer in time');
      socket.destroy();
    });
    const printer = `${ip}:${target.port}`;
    let awaitsStatus = !silentPrinters.has(printer);
    let statusWait: NodeJS.Timeout | undefined;
    const send = () => {
      awaitsStatus = false;
      clearTimeout(statusWait);
      socket.end(payload, () => {
        isWritten = true;
      });
    };
    socket.on('connect', () => {
      if (!awaitsStatus) return send();
      socket.write(PAPER_STATUS_QUERY);
      statusWait = setTimeout(() => {
        silentPrinters.add(printer);
        send();
      }, STATUS_WAIT_MS);
    });
    // The status answer is the first byte back; anything a printer sends after it is read and dropped.
    socket.on('data', (chunk: Buffer) => {
      if (!awaitsStatus) return;
      if (((chunk[0] ?? 0) & PAPER_END_BITS) === 0) return send();
      awaitsStatus = false;
      clearTimeout(statusWait);
      failure = new PaperOutError();
      socket.destroy();
    });
    socket.on('error', (error) => {
      if (!isWritten) failure = error;
    });
    socket.on('close', () => {
      clearTimeout(statusWait);
      if (failure || !isWritten) reject(failure ?? new Error('the printer closed the connection'));
      else resolve();
    });
  });
}
