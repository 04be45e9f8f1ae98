// A free loopback port for a process a test or a benchmark starts: the operating system picks
// one, never the product's default 3000 or MariaDB's 3306.
import { createServer } from 'node:net';

const RESERVED = new Set([3000, 3306]);

function pickPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await pickPort();
    if (!RESERVED.has(port)) return port;
  }
}
