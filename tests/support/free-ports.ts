import { createServer } from 'node:net';

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });

/**
 * A block of consecutive free ports on 127.0.0.1, for a runtime under test (it takes a base port and
 * the few after it). The base is drawn at random above the usual ranges, so two runs on one machine
 * do not meet; a block with any port taken is skipped.
 */
export const freePortBlock = async (size: number): Promise<number> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const checks = await Promise.all(Array.from({ length: size }, (_unused, offset) => isFree(base + offset)));
    if (checks.every(Boolean)) return base;
  }
  throw new Error('aucun bloc de ports libres trouvé');
};
