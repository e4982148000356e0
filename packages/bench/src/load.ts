import autocannon, { type Options, type Result } from 'autocannon';

export type LoadOptions = { connections: number; duration: number };

export const defaultLoad: LoadOptions = { connections: 10, duration: 10 };

/** One autocannon run in this process, without its progress bar and tables. */
export const runLoad = (load: LoadOptions, request: Pick<Options, 'url' | 'method' | 'headers' | 'body'>) =>
  autocannon({ ...request, connections: load.connections, duration: load.duration }) as Promise<Result>;
