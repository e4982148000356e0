import {
  type JwtCustomizer,
  type JwtCustomizerInput,
  type JwtCustomizerPatch,
  type JwtCustomizerTest,
  type JwtTokenType,
  jwtCustomizerLimits,
  protectedJwtClaims,
} from '@gatehouse/schemas/jwt-customizer';
import type { Trx } from '../platform/db/database';
import { toMs } from '../platform/db/json';
import type { PlatformDeps } from '../platform/deps';
import { ApiError } from '../platform/http/api-error';
import { assertFeature } from '../quotas/public';
import { createJwtCustomizerQueries, type JwtCustomizerRow } from './queries';
import { createJwtSandbox, type JwtSandbox, JwtScriptError, JwtScriptInvalid, type SandboxInput } from './sandbox';

type Deps = Pick<PlatformDeps, 'database' | 'bus' | 'box' | 'config'>;

/** What the token path needs of a token type's configuration: its script and its variables, opened. */
export type LoadedCustomizer = { script: string; environmentVariables: Record<string, string> };

type InstanceState = { sandbox: JwtSandbox; byTenant: Map<string, Promise<Map<JwtTokenType, LoadedCustomizer>>> };
const instances = new WeakMap<PlatformDeps['bus'], InstanceState>();

/** One sandbox and one cache of configurations per instance, dropped per tenant on change (topic `jwt-customizer`). */
const instanceOf = (deps: Deps): InstanceState => {
  let state = instances.get(deps.bus);
  if (!state) {
    const created: InstanceState = {
      sandbox: createJwtSandbox({ fetchAllowList: deps.config.customJwtFetchOrigins }),
      byTenant: new Map(),
    };
    deps.bus.subscribe(({ tenantId, topic }) => {
      if (topic === 'jwt-customizer' || topic === 'tenant') created.byTenant.delete(tenantId);
    });
    instances.set(deps.bus, created);
    state = created;
  }
  return state;
};

const protectedClaims = new Set<string>(protectedJwtClaims);

/** The script's claims less those the server sets (`protectedJwtClaims`), within the size limit. */
export const acceptedClaims = (claims: Record<string, unknown>) => {
  const accepted = Object.fromEntries(
    Object.entries(claims).filter(([name]) => !protectedClaims.has(name) && name !== '__proto__'),
  );
  if (JSON.stringify(accepted).length > jwtCustomizerLimits.maxClaimsLength) {
    throw new JwtScriptError('General', `The claims are larger than ${jwtCustomizerLimits.maxClaimsLength} characters`);
  }
  return accepted;
};

/**
 * Custom JWT claims (issue 19; peer reference `/api/configs/jwt-customizer*`): one script per token
 * type, its environment variables sealed at rest and never answered (only their names), and a
 * test run against sample data. The token path reads the configurations through `loaded` (cached
 * on this instance, dropped everywhere on change) and runs them in the shared sandbox.
 */
export const createJwtCustomizerService = (deps: Deps, tenantId: string) => {
  const { database, bus, box } = deps;
  const queries = createJwtCustomizerQueries(tenantId);
  const state = instanceOf(deps);
  const inTenant = <T>(work: (trx: Trx) => Promise<T>) => database.withTenant(tenantId, work);
  const openVariables = (sealed: string): Record<string, string> => JSON.parse(box.decrypt(sealed));
  const sealVariables = (variables: Record<string, string>) => box.encrypt(JSON.stringify(variables));

  const toCustomizer = (row: JwtCustomizerRow): JwtCustomizer => ({
    tokenType: row.tokenType,
    script: row.script,
    environmentVariableNames: Object.keys(openVariables(row.environmentVariables)).sort(),
    contextSample: row.contextSample,
    tokenSample: row.tokenSample,
    updatedAt: toMs(row.updatedAt),
  });

  /** Refuses a script that does not parse, fails as it loads, or defines no `getCustomJwtClaims`. */
  const checkScript = async (script: string) => {
    try {
      await state.sandbox.check(script);
    } catch (error) {
      if (error instanceof JwtScriptInvalid) {
        throw new ApiError('jwt_customizer.script_invalid', { message: error.message }, error.message);
      }
      throw error;
    }
  };

  const save = async (
    tokenType: JwtTokenType,
    merge: (current: JwtCustomizerRow | undefined) => {
      script: string;
      environmentVariables: Record<string, string>;
      contextSample: Record<string, unknown> | null;
      tokenSample: Record<string, unknown> | null;
    },
  ) =>
    bus.changing(
      tenantId,
      'jwt-customizer',
    )(async (trx) => {
      await assertFeature(deps.config, trx, tenantId, 'customJwtEnabled');
      const next = merge(await queries.lockByTokenType(trx, tokenType));
      if (Object.keys(next.environmentVariables).length > jwtCustomizerLimits.maxVariables) {
        throw new ApiError('guard.invalid_input', { environmentVariables: 'too many variables' });
      }
      return queries.upsert(trx, tokenType, {
        ...next,
        environmentVariables: sealVariables(next.environmentVariables),
      });
    });

  const notFound = (tokenType: JwtTokenType) => new ApiError('jwt_customizer.not_found', { tokenType });

  return {
    list: () => inTenant(async (trx) => (await queries.findAll(trx)).map(toCustomizer)),
    get: async (tokenType: JwtTokenType) => {
      const row = await inTenant((trx) => queries.findByTokenType(trx, tokenType));
      if (!row) throw notFound(tokenType);
      return toCustomizer(row);
    },
    /** Creates or replaces the token type's configuration (variables included). */
    put: async (tokenType: JwtTokenType, input: JwtCustomizerInput) => {
      await checkScript(input.script);
      const row = await save(tokenType, () => ({
        script: input.script,
        environmentVariables: input.environmentVariables ?? {},
        contextSample: input.contextSample ?? null,
        tokenSample: input.tokenSample ?? null,
      }));
      return toCustomizer(row);
    },
    /** Changes what is given; a variable set to null is removed. */
    patch: async (tokenType: JwtTokenType, input: JwtCustomizerPatch) => {
      if (input.script !== undefined) await checkScript(input.script);
      const row = await save(tokenType, (current) => {
        if (!current) throw notFound(tokenType);
        const variables = openVariables(current.environmentVariables);
        for (const [name, value] of Object.entries(input.environmentVariables ?? {})) {
          if (value === null) delete variables[name];
          else variables[name] = value;
        }
        return {
          script: input.script ?? current.script,
          environmentVariables: variables,
          contextSample: input.contextSample ?? current.contextSample,
          tokenSample: input.tokenSample ?? current.tokenSample,
        };
      });
      return toCustomizer(row);
    },
    delete: async (tokenType: JwtTokenType) => {
      await bus.changing(
        tenantId,
        'jwt-customizer',
      )(async (trx) => {
        if (!(await queries.deleteByTokenType(trx, tokenType))) throw notFound(tokenType);
      });
      state.sandbox.forget(`${tenantId}:${tokenType}`);
    },
    /** Runs a script against sample data in a throwaway isolate: its claims, or why there are none. */
    test: async (input: JwtCustomizerTest) => {
      const stored = await inTenant((trx) => queries.findByTokenType(trx, input.tokenType));
      const environmentVariables = {
        ...(stored ? openVariables(stored.environmentVariables) : {}),
        ...input.environmentVariables,
      };
      try {
        const claims = await state.sandbox.runOnce(input.script, {
          token: input.tokenSample ?? {},
          context: input.contextSample ?? {},
          environmentVariables,
        });
        return { claims: acceptedClaims(claims) };
      } catch (error) {
        if (!(error instanceof JwtScriptError)) throw error;
        throw new ApiError('jwt_customizer.script_failed', { kind: error.kind, message: error.message }, error.message);
      }
    },
    /** The tenant's configurations for the token path (cached on this instance). */
    loaded: (): Promise<Map<JwtTokenType, LoadedCustomizer>> => {
      let hit = state.byTenant.get(tenantId);
      if (!hit) {
        hit = inTenant(async (trx) => {
          const rows = await queries.findAll(trx);
          return new Map(
            rows.map((row) => [
              row.tokenType,
              { script: row.script, environmentVariables: openVariables(row.environmentVariables) },
            ]),
          );
        });
        state.byTenant.set(tenantId, hit);
        hit.catch(() => state.byTenant.delete(tenantId));
      }
      return hit;
    },
    /** Runs the token type's script in the tenant's warm isolate: the accepted claims, or a JwtScriptError. */
    run: async (tokenType: JwtTokenType, loaded: LoadedCustomizer, input: Omit<SandboxInput, 'environmentVariables'>) =>
      acceptedClaims(
        await state.sandbox.run(`${tenantId}:${tokenType}`, loaded.script, {
          ...input,
          environmentVariables: loaded.environmentVariables,
        }),
      ),
  };
};

export type JwtCustomizerService = ReturnType<typeof createJwtCustomizerService>;
