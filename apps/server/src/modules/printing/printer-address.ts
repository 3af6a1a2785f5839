import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { PRINT_MSG } from '@opentab/shared';
import { AppError } from '../../lib/errors.ts';

/**
 * Where a printer may be (issue 26, docs/printing.md "Security"). The server opens the connection, so an
 * address is a way into the server's own network: link-local addresses (169.254.0.0/16, fe80::/10, where
 * cloud metadata services answer) are never allowed; loopback and "this host" only with PRINTERS_ALLOW_LOCAL
 * (a printer shared by the server's own machine, and the tests' fake printers); multicast and broadcast are
 * no printer. The port is limited to the raw printing ports by the request schema.
 */
const alwaysRefused = new BlockList();
alwaysRefused.addSubnet('169.254.0.0', 16, 'ipv4');
alwaysRefused.addSubnet('fe80::', 10, 'ipv6');
alwaysRefused.addSubnet('224.0.0.0', 3, 'ipv4'); // multicast, reserved and broadcast
alwaysRefused.addSubnet('ff00::', 8, 'ipv6');

const local = new BlockList();
local.addSubnet('127.0.0.0', 8, 'ipv4');
local.addSubnet('0.0.0.0', 8, 'ipv4');
local.addAddress('::1', 'ipv6');
local.addAddress('::', 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether a printer may be reached at this IP address. */
export function isAllowedPrinterIp(ip: string, allowLocal: boolean): boolean {
  const { address, family } = unmapped(ip);
  if (alwaysRefused.check(address, family)) return false;
  return allowLocal || !local.check(address, family);
}

/**
 * The IP address to connect to for a printer's host: the literal itself, or what the name resolves to now.
 * Checked every time it is resolved, so a name that later points elsewhere (DNS rebinding) is refused when
 * connecting, and the socket is opened to the checked address, never to the name.
 */
export async function resolvePrinterAddress(host: string, allowLocal: boolean): Promise<string> {
  let ip = host;
  if (isIP(host) === 0) {
    try {
      ip = (await lookup(host, { verbatim: true })).address;
    } catch {
      throw new AppError('VALIDATION', PRINT_MSG.printerAddressNotFound);
    }
  }
  if (!isAllowedPrinterIp(ip, allowLocal)) throw new AppError('VALIDATION', PRINT_MSG.printerAddressRefused);
  return ip;
}
