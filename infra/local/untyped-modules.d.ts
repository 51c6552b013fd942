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
    /** Koa's middleware stack (S3rver is a Koa application) */
    middleware: ((context: { set: (name: string, value: string) => void; query: Record<string, unknown>; status: number }, next: () => Promise<void>) => Promise<void>)[];
  }
}
