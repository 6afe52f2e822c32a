import { isAbsolute, resolve } from 'node:path';
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

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Absolute; PGlite keeps its files in `${dataDir}/pglite`. */
  dataDir: string;
  /** Set → PostgreSQL through `pg`; unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** `{slug}.{baseDomain}` serves that restaurant. */
  baseDomain: string;
  /** Served on localhost and IP-address hosts. */
  devRestaurantSlug: string;
  /** Seed the demo restaurants when the database has none. */
  seedDemo: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  webMode: 'build' | 'dev' | 'off';
  /** Absolute path of the web app's build (React Router's build/ directory). */
  webBuildDir: string;
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
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseDomain: e.BASE_DOMAIN,
    devRestaurantSlug: e.DEV_RESTAURANT_SLUG,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    webMode: e.WEB_MODE,
    webBuildDir: e.WEB_BUILD_DIR
      ? isAbsolute(e.WEB_BUILD_DIR)
        ? e.WEB_BUILD_DIR
        : resolve(cwd, e.WEB_BUILD_DIR)
      : resolve(API_ROOT, '../web/build'),
  };
}
