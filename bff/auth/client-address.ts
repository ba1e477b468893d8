import { isIPv6 } from 'node:net';
import type { Request } from 'express';
import { first, present } from '../../domain/shared/present';

/**
 * The address a request is counted against: req.ip (behind TRUST_PROXY, the proxy's
 * X-Forwarded-For), with an IPv4-mapped IPv6 address read as IPv4 and an IPv6 address cut to its
 * /64, the block one subscriber usually holds, so that stepping through it does not dodge a limit.
 */
export function clientAddress(req: Request): string {
  return throttleAddress(req.ip ?? req.socket?.remoteAddress ?? 'unknown');
}

export function throttleAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return present(mapped[1], 'the IPv4 address in an IPv4-mapped IPv6 address');
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head, tail] = first(ip.split('%')).split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
