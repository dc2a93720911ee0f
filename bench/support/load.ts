// HTTP load through autocannon: for a duration (`seconds`) or a number of requests (`amount`).
import autocannon, { type Options } from 'autocannon';

export type Load = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  /** non-2xx answers, connection errors and timeouts */
  errors: number;
};

export async function load(
  url: string,
  options: {
    cookie: string;
    connections: number;
    method?: 'GET' | 'POST';
    /** a JSON body; `[<id>]` in it becomes a unique id per request */
    body?: string;
    seconds?: number;
    amount?: number;
    overallRate?: number;
    /** run the load generator in its own thread, off the server's event loop */
    ownThread?: boolean;
  },
): Promise<Load> {
  const settings: Options = {
    url,
    method: options.method ?? 'GET',
    connections: options.connections,
    headers: {
      cookie: options.cookie,
      ...(options.body ? { 'content-type': 'application/json' } : {}),
    },
  };
  // autocannon copies its defaults under the options: an undefined key would erase one
  if (options.seconds !== undefined) settings.duration = options.seconds;
  if (options.amount !== undefined) settings.amount = options.amount;
  if (options.overallRate !== undefined) settings.overallRate = options.overallRate;
  if (options.ownThread) settings.workers = 1;
  if (options.body) Object.assign(settings, { body: options.body, idReplacement: true });
  const result = await autocannon(settings);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
