import { createConnection } from 'node:net';
import { resolvePrinterAddress } from './printer-address.ts';

/** How long a printer may take to accept the connection and take the bytes. */
const SEND_TIMEOUT_MS = 10_000;

export type TPrinterTarget = { host: string; port: number };

/**
 * Sends a job's bytes to a network printer (raw TCP, "port 9100" printing): connect to the checked address,
 * write, half-close, and wait until the printer has closed its side, which it does once it has read it all. Rejects
 * on a refused or timed-out connection before the bytes were out; the caller decides what that means for the job.
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
    socket.on('connect', () => {
      socket.end(payload, () => {
        isWritten = true;
      });
    });
    // A printer answers nothing to plain printing; what it might send (status bytes) is read and dropped.
    socket.on('data', () => {});
    socket.on('error', (error) => {
      if (!isWritten) failure = error;
    });
    socket.on('close', () => {
      if (failure || !isWritten) reject(failure ?? new Error('the printer closed the connection'));
      else resolve();
    });
  });
}
