/** The part of autocannon 9 (untyped) that the load benchmark uses. */
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  };
  type Result = { errors: number; timeouts: number; non2xx: number };
  type Instance = {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
    stop(): void;
  };
  export default function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
}
