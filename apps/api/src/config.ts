import { resolve } from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './paths.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BASE_DOMAIN: z
    .string()
    .min(1)
    .default('localhost')
    .transform((v) => v.toLowerCase().replace(/^\.+|\.+$/g, '')),
  DEV_RESTAURANT_SLUG: z.string().min(1).default('golden-fork'),
  SEED_DEMO: booleanText.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  WEB_MODE: z.enum(['build', 'dev', 'off']).default('build'),
  WEB_BUILD_DIR: z.string().min(1).optional(),
});

/** Field names are the environment variables they come from; values are parsed and resolved. */
export interface Config {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  /** Absolute; PGlite keeps its files in `${DATA_DIR}/pglite`. */
  DATA_DIR: string;
  /** Set → PostgreSQL through `pg`; unset → embedded PGlite in DATA_DIR. */
  DATABASE_URL: string | undefined;
  /** `{slug}.{BASE_DOMAIN}` serves that restaurant. */
  BASE_DOMAIN: string;
  /** Served on localhost and IP-address hosts. */
  DEV_RESTAURANT_SLUG: string;
  /** Seed the demo restaurants when the database has none. */
  SEED_DEMO: boolean;
  LOG_LEVEL: (typeof LOG_LEVELS)[number];
  WEB_MODE: 'build' | 'dev' | 'off';
  /** Absolute path of the web app's build (React Router's build/ directory). */
  WEB_BUILD_DIR: string;
}

/** Reads and validates the environment once; a bad value throws an error naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings count as unset, as in most .env tooling.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `${variable}: ${issue.message} (got ${JSON.stringify(present[variable] ?? null)})`;
    });
    throw new Error(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const cwd = process.cwd();
  return {
    NODE_ENV: e.NODE_ENV,
    PORT: e.PORT,
    HOST: e.HOST,
    DATA_DIR: resolve(cwd, e.DATA_DIR),
    DATABASE_URL: e.DATABASE_URL,
    BASE_DOMAIN: e.BASE_DOMAIN,
    DEV_RESTAURANT_SLUG: e.DEV_RESTAURANT_SLUG,
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    LOG_LEVEL: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    WEB_MODE: e.WEB_MODE,
    WEB_BUILD_DIR: e.WEB_BUILD_DIR ? resolve(cwd, e.WEB_BUILD_DIR) : resolve(API_ROOT, '../web/build'),
  };
}
