import { type JwtScriptErrorKind, jwtCustomizerLimits } from '@gatehouse/schemas/jwt-customizer';
import type ivm from 'isolated-vm';
import { lazyModule } from '../platform/lazy';

/** Why a script gave no claims (spec §8 custom token errors): `api.denyAccess`, or anything else. */
export class JwtScriptError extends Error {
  constructor(
    readonly kind: JwtScriptErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown when a script cannot be loaded: it does not parse, throws at its top level, or defines no function. */
export class JwtScriptInvalid extends Error {}

export type SandboxInput = {
  token: Record<string, unknown>;
  context: Record<string, unknown>;
  environmentVariables: Record<string, string>;
};

type Loaded = { script: string; isolate: ivm.Isolate; run: ivm.Reference };

/**
 * Runs in the isolate before the tenant's script: captures what the runner needs before the script
 * can replace it, defines `fetch` only when an allow-list is configured (`$0` is the host's
 * checked fetch, an ivm.Reference), and returns the runner. The runner answers JSON text: `{claims}`, `{denied}` or
 * `{error}`, so nothing but a string ever crosses back to the host.
 */
const bootstrap = `
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const denied = Symbol('denied');
  const hostFetch = $0;
  if (hostFetch) {
    globalThis.fetch = async (url, init = {}) => {
      const request = {
        method: init.method === undefined ? undefined : String(init.method),
        headers: init.headers === undefined ? undefined : parse(stringify(init.headers)),
        body: init.body === undefined ? undefined : String(init.body),
      };
      const answer = await hostFetch.apply(undefined, [String(url), request], {
        arguments: { copy: true },
        result: { promise: true, copy: true },
      });
      if (typeof answer.error === 'string') throw new Error(answer.error);
      return {
        ok: answer.status >= 200 && answer.status < 300,
        status: answer.status,
        headers: answer.headers,
        text: async () => answer.body,
        json: async () => parse(answer.body),
      };
    };
  }
  const api = Object.freeze({
    denyAccess: (message) => {
      const error = new Error(message === undefined ? 'Access denied' : String(message));
      error[denied] = true;
      throw error;
    },
  });
  return async (input) => {
    try {
      if (typeof getCustomJwtClaims !== 'function') {
        return stringify({ error: 'The script does not define a function getCustomJwtClaims' });
      }
      const claims = await getCustomJwtClaims({ ...input, api });
      return stringify({ claims: claims === undefined || claims === null ? {} : claims });
    } catch (error) {
      if (error && error[denied] === true) return stringify({ denied: String(error.message) });
      return stringify({ error: error instanceof Error ? String(error.message) : String(error) });
    }
  };
`;

const { timeoutMs, memoryLimitMb } = jwtCustomizerLimits;

/** isolated-vm (native) loads with the first script, not at start (platform/lazy.ts). */
const isolatedVm = lazyModule(async () => (await import('isolated-vm')).default);

/** The isolate's own failures (its time or memory limit) in the admin's terms. */
const describeFailure = (error: unknown, isolate: ivm.Isolate) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/memory limit/i.test(message) || isolate.isDisposed) {
    return `The script was stopped: it used more than ${memoryLimitMb} MB of memory or ${timeoutMs} ms`;
  }
  if (/timed out/i.test(message)) return `The script took longer than ${timeoutMs} ms`;
  return message.slice(0, 500);
};

/** Limits on what the host's fetch hands a script. */
const maxFetchBody = 262_144;

/**
 * The host side of a script's `fetch`: only to an allowed origin, no redirects, within the time
 * limit, the body cut at `maxFetchBody`. It never rejects (a rejection crossing the isolate
 * boundary would surface as unhandled on the host): a failure is answered as `{ error }`.
 */
const checkedFetch =
  (allowedOrigins: readonly string[]) =>
  async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string }) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return { error: `fetch: ${url.slice(0, 200)} is not a URL` };
    }
    if (!allowedOrigins.includes(target.origin)) return { error: `fetch: ${target.origin} is not on the allow-list` };
    try {
      const response = await fetch(target, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.text()).slice(0, maxFetchBody);
      return { status: response.status, headers: Object.fromEntries(response.headers), body };
    } catch (error) {
      return { error: `fetch: ${error instanceof Error ? error.message : String(error)}` };
    }
  };

/**
 * The custom JWT sandbox (issue 19): each tenant's script in its own V8 isolate (`isolated-vm`),
 * with a heap limit, a time limit per run, nothing of Node (no `process`, `require`, file system or
 * network), and `fetch` only to the origins of `fetchAllowList` (none by default). A loaded script
 * stays loaded for its key (tenant and token type) until its text changes, so a token costs one
 * call into a warm isolate. A run that outlives its time is ended by disposing of the isolate; a
 * run that exhausts the heap loses its isolate too; the next run loads it anew.
 */
export const createJwtSandbox = ({ fetchAllowList = [] }: { fetchAllowList?: readonly string[] } = {}) => {
  const loaded = new Map<string, Promise<Loaded>>();

  const load = async (script: string): Promise<Loaded> => {
    const ivm = await isolatedVm();
    const isolate = new ivm.Isolate({ memoryLimit: memoryLimitMb });
    try {
      const context = await isolate.createContext();
      const hostFetch = fetchAllowList.length > 0 ? new ivm.Reference(checkedFetch(fetchAllowList)) : undefined;
      const run = await context.evalClosure(bootstrap, [hostFetch], {
        result: { reference: true },
        timeout: timeoutMs,
      });
      let compiled: ivm.Script;
      try {
        compiled = await isolate.compileScript(script, { filename: 'custom-jwt.js' });
      } catch (error) {
        throw new JwtScriptInvalid(`The script does not parse: ${describeFailure(error, isolate)}`);
      }
      try {
        await compiled.run(context, { timeout: timeoutMs });
      } catch (error) {
        throw new JwtScriptInvalid(`The script failed as it loaded: ${describeFailure(error, isolate)}`);
      }
      const defined = await context.eval('typeof getCustomJwtClaims', { timeout: timeoutMs });
      if (defined !== 'function')
        throw new JwtScriptInvalid('The script does not define a function getCustomJwtClaims');
      return { script, isolate, run };
    } catch (error) {
      if (!isolate.isDisposed) isolate.dispose();
      throw error;
    }
  };

  const loadedFor = (key: string, script: string) => {
    const hit = loaded.get(key);
    if (hit) return hit;
    const promise = load(script);
    loaded.set(key, promise);
    promise.catch(() => loaded.delete(key));
    return promise;
  };

  const forget = (key: string) => {
    const hit = loaded.get(key);
    loaded.delete(key);
    hit?.then(({ isolate }) => !isolate.isDisposed && isolate.dispose()).catch(() => undefined);
  };

  /** One run against a loaded script; the isolate is disposed of when the run outlives its time. */
  const runLoaded = async ({ isolate, run }: Loaded, input: SandboxInput): Promise<Record<string, unknown>> => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        if (!isolate.isDisposed) isolate.dispose();
        reject(new JwtScriptError('General', `The script took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    let answer: unknown;
    try {
      answer = await Promise.race([
        run.apply(undefined, [input], { arguments: { copy: true }, result: { promise: true }, timeout: timeoutMs }),
        deadline,
      ]);
    } catch (error) {
      if (error instanceof JwtScriptError) throw error;
      throw new JwtScriptError('General', describeFailure(error, isolate));
    } finally {
      clearTimeout(timer);
    }
    return parseAnswer(answer);
  };

  return {
    /**
     * The claims the script answers for `input`, or a JwtScriptError. `key` names the script's
     * slot (one per tenant and token type); a new text for it replaces the loaded one.
     *
     * @example
     * await sandbox.run('default:access-token', script, { token, context, environmentVariables: {} })
     */
    run: async (key: string, script: string, input: SandboxInput) => {
      let entry = await loadedFor(key, script).catch(toScriptError);
      if (entry.script !== script || entry.isolate.isDisposed) {
        forget(key);
        entry = await loadedFor(key, script).catch(toScriptError);
      }
      try {
        return await runLoaded(entry, input);
      } finally {
        if (entry.isolate.isDisposed && loaded.get(key) !== undefined) {
          const current = await loaded.get(key)?.catch(() => undefined);
          if (current === entry) loaded.delete(key);
        }
      }
    },
    /** Loads a script once, on its own, to refuse what cannot run (JwtScriptInvalid). */
    check: async (script: string) => {
      const { isolate } = await load(script);
      isolate.dispose();
    },
    /** A test run in a throwaway isolate (the console's test button). */
    runOnce: async (script: string, input: SandboxInput) => {
      const entry = await load(script).catch(toScriptError);
      try {
        return await runLoaded(entry, input);
      } finally {
        if (!entry.isolate.isDisposed) entry.isolate.dispose();
      }
    },
    forget,
    close: () => {
      for (const key of [...loaded.keys()]) forget(key);
    },
  };
};

export type JwtSandbox = ReturnType<typeof createJwtSandbox>;

const toScriptError = (error: unknown): never => {
  throw error instanceof JwtScriptInvalid
    ? new JwtScriptError('General', error.message)
    : new JwtScriptError('General', error instanceof Error ? error.message : String(error));
};

const parseAnswer = (answer: unknown): Record<string, unknown> => {
  if (typeof answer !== 'string') throw new JwtScriptError('General', 'The script did not answer');
  if (answer.length > jwtCustomizerLimits.maxClaimsLength + 32) {
    throw new JwtScriptError('General', `The claims are larger than ${jwtCustomizerLimits.maxClaimsLength} characters`);
  }
  let parsed: { claims?: unknown; denied?: unknown; error?: unknown };
  try {
    const value: unknown = JSON.parse(answer);
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    parsed = value;
  } catch {
    throw new JwtScriptError('General', 'The script did not answer');
  }
  if (typeof parsed.denied === 'string') throw new JwtScriptError('AccessDenied', parsed.denied.slice(0, 500));
  if (typeof parsed.error === 'string') throw new JwtScriptError('General', parsed.error.slice(0, 500));
  const { claims } = parsed;
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    throw new JwtScriptError('General', 'getCustomJwtClaims must return an object of claims');
  }
  return claims as Record<string, unknown>;
};
