import { isIP } from 'node:net';

/**
 * The shopper's address, kept with a like (spec: product_likes.ipAddress) for abuse review only,
 * never for a decision. Behind the gateway the socket is the gateway's, so the gateway's
 * X-Forwarded-For (the client it saw) is used when it holds a valid address.
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string): string | null {
  const candidate = forwardedFor?.split(',')[0]?.trim() || socketAddress;
  return isIP(candidate) ? candidate : null;
}
