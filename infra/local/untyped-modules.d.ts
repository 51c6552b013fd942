declare module 'dynalite' {
  import type { Server } from 'node:http';
  const dynalite: (options: { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number }) => Server;
  export default dynalite;
}

declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      configureBuckets?: { name: string; configs?: string[] }[];
    });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
