/** Loopback ports for the servers tests start. */
import { createServer } from 'node:net';

/** A port nobody listens on right now: the kernel picks it, and it is released for the caller's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
