import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { trustProxy } from './config-trust-proxy.ts';
import { API_ROOT } from './paths.ts';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: "must be 'true' or 'false'" })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** One network of PRINTER_ALLOWED_NETWORKS: an address and its prefix length. */
export interface AllowedNetwork {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** PRINTER_ALLOWED_NETWORKS: comma-separated CIDRs (a bare address is one address) the printer address rule allows although it would refuse them. */
const allowedNetworks = z.string().transform((value, ctx): AllowedNetwork[] => {
  const networks: AllowedNetwork[] = [];
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address = '', prefixText, ...rest] = entry.split('/');
    const kind = isIP(address);
    const max = kind === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (kind === 0 || rest.length > 0 || !(prefix >= 1 && prefix <= max)) {
      ctx.addIssue({ code: 'custom', message: `must be comma-separated CIDRs such as 192.168.1.0/24 or 127.0.0.1/32, each narrower than /0 (not understood: ${entry})` });
      return z.NEVER;
    }
    networks.push({ address, prefix, family: kind === 6 ? 'ipv6' : 'ipv4' });
  }
  return networks;
});

const perMinute = z.coerce.number().int().min(1).max(1_000_000);

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
  /** The service worker's version (its caches' name); default: the web build's own. A new value makes browsers install a new worker. */
  SERVICE_WORKER_VERSION: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('platter:'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(100),
  TRUST_PROXY: trustProxy.optional(),
  ORDER_RATE_LIMIT_PER_MINUTE: perMinute.default(10),
  /** How often a live socket's session is checked again (a revoked session's socket is closed). */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  COUPON_RATE_LIMIT_PER_MINUTE: perMinute.default(20),
  PASSWORD_RESET_RATE_LIMIT_PER_HOUR: perMinute.default(10),
  PASSWORD_RESET_EMAIL_LIMIT_PER_HOUR: perMinute.default(3),
  CONTACT_RATE_LIMIT_PER_MINUTE: perMinute.default(5),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  GOOGLE_PLACES_URL: z.url({ message: 'must be a URL' }).default('https://places.googleapis.com'),
  PHOTON_URL: z.url({ message: 'must be a URL' }).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  CLOCK_OFFSET_MS: z.coerce
    .number({ message: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(-10 * 365 * 86_400_000, 'must be within 10 years')
    .max(10 * 365 * 86_400_000, 'must be within 10 years')
    .default(0),
  /** Production refuses a CLOCK_OFFSET_MS unless this says it is meant (a demo, a browser test). */
  ALLOW_CLOCK_OFFSET: booleanText.optional(),
  TENANT_PHOTO_FETCH_ALLOW_PRIVATE: booleanText.default(false),
  PRINTER_ALLOWED_NETWORKS: allowedNetworks.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must start with smtp:// or smtps:// (e.g. smtp://user:pass@mail.example.com:587)')
    .optional(),
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, "must be an address, or 'Name <address>'")
    .default('Platter <no-reply@platter.local>'),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(5),
  /** How often each process looks for orders nobody accepted in time (issue 29); 0: never (tests drive the sweep themselves). */
  MISSED_ORDER_SWEEP_SECONDS: z.coerce.number().min(0).max(3600).default(15),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0.05).max(86_400).default(30),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, "must be a Stripe secret key ('sk_live_…' or 'sk_test_…')").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_]+$/, "must be a Stripe webhook signing secret ('whsec_…')").optional(),
  STRIPE_API_URL: z.url({ message: 'must be a URL' }).default('https://api.stripe.com'),
  /** How long placing a card order waits for Stripe before answering 503 (the SDK's own timeout is half of it, retried once). */
  STRIPE_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(9).default(8),
  /** How often the payments worker makes due refunds and reconciles checkouts whose webhook never came. */
  PAYMENTS_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** Photos' bytes in an S3-compatible bucket instead of the database (all four, or none). */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL, e.g. https://s3.eu-west-2.amazonaws.com' }).optional(),
  MEDIA_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots and hyphens)').optional(),
  MEDIA_S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, "must be a region such as eu-west-2 (or 'auto')").default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
});

const SECRET_VARIABLES = new Set(['JWT_SECRET', 'GOOGLE_MAPS_API_KEY', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MEDIA_S3_SECRET_ACCESS_KEY']);

/** Signs development and test tokens only; production refuses to start without JWT_SECRET. */
export const DEV_JWT_SECRET = 'platter-development-secret-never-use-in-production';

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
  SERVICE_WORKER_VERSION: string | undefined;
  /** HS256 key of access tokens; required in production. */
  JWT_SECRET: string;
  ACCESS_TOKEN_TTL_MINUTES: number;
  REFRESH_TOKEN_TTL_DAYS: number;
  /** Set → rate limits and login locks are shared through Redis; unset → kept in memory. */
  REDIS_URL: string | undefined;
  /** Prefix of every Redis key this deployment writes. */
  REDIS_KEY_PREFIX: string;
  /** Login and registration requests per client IP per 15 minutes (each). */
  AUTH_RATE_LIMIT_MAX: number;
  /** Peers trusted to set forwarding headers (Fastify's trustProxy): false, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: false | number | string[];
  /** Orders one diner may place per minute (per restaurant). */
  ORDER_RATE_LIMIT_PER_MINUTE: number;
  REALTIME_SESSION_CHECK_SECONDS: number;
  /** Coupon checks one diner (or, signed out, one client address) may make per minute. */
  COUPON_RATE_LIMIT_PER_MINUTE: number;
  /** Password-reset requests (POST /auth/forgot-password) per client IP per hour. */
  PASSWORD_RESET_RATE_LIMIT_PER_HOUR: number;
  /** Password-reset requests per e-mail address (known or not) per hour. */
  PASSWORD_RESET_EMAIL_LIMIT_PER_HOUR: number;
  /** Contact-form messages per client IP per minute. */
  CONTACT_RATE_LIMIT_PER_MINUTE: number;
  /** Set → address search uses Google Places (New). */
  GOOGLE_MAPS_API_KEY: string | undefined;
  GOOGLE_PLACES_URL: string;
  /** Set (and no Google key) → address search uses this Photon (OpenStreetMap) server. */
  PHOTON_URL: string | undefined;
  /** Set → the login and register pages offer 'Continue with Google' (public client id, not a secret). */
  GOOGLE_CLIENT_ID: string | undefined;
  /** Set → the login and register pages offer 'Continue with Facebook' (public app id). */
  FACEBOOK_APP_ID: string | undefined;
  /**
   * Demo/testing aid ("time travel"): milliseconds added to the real time wherever the server asks
   * what time it is for business rules (opening hours, scheduling, promotion validity). 0 = real time.
   */
  CLOCK_OFFSET_MS: number;
  /**
   * The tenant import fetches a dish's photo from an outside http(s) URL; loopback and private
   * addresses are refused (SSRF) unless this is true (tests with a local server, a closed staging network).
   */
  TENANT_PHOTO_FETCH_ALLOW_PRIVATE: boolean;
  /**
   * Networks printers may be on although the printer address rule refuses them (an on-premise
   * install on the printers' own network; a test's stand-in printer on 127.0.0.1). Empty by default.
   */
  PRINTER_ALLOWED_NETWORKS: AllowedNetwork[];
  /** Set → mail goes out over SMTP (`smtps://` = TLS from the start); unset → .eml files in `${DATA_DIR}/mail`. */
  SMTP_URL: string | undefined;
  /** The sender address (its display name is replaced by the restaurant's name). */
  MAIL_FROM: string;
  /** How often the mail worker looks for due messages (it is also woken right after an order's commit). */
  MAIL_POLL_SECONDS: number;
  MISSED_ORDER_SWEEP_SECONDS: number;
  /** Sending attempts per message before it is marked failed. */
  MAIL_MAX_ATTEMPTS: number;
  /** The first retry's delay; each further retry waits twice as long (capped at an hour). */
  MAIL_RETRY_BASE_SECONDS: number;
  /** The platform's Stripe key; with STRIPE_WEBHOOK_SECRET, card payments are offered where a restaurant has a connected account. */
  STRIPE_SECRET_KEY: string | undefined;
  /** Signs the events Stripe posts to /api/v1/payments/stripe/webhook. */
  STRIPE_WEBHOOK_SECRET: string | undefined;
  /** Stripe's API (a test's stand-in elsewhere). */
  STRIPE_API_URL: string;
  STRIPE_TIMEOUT_SECONDS: number;
  PAYMENTS_POLL_SECONDS: number;
  /** Set (MEDIA_S3_*) → photos' bytes go to this S3-compatible bucket; unset → into the database. */
  MEDIA_BUCKET: BucketSettings | undefined;
}

/** An S3-compatible bucket for photos' bytes (modules/media/bucket-media-store.ts). */
export interface BucketSettings {
  /** The service's endpoint, e.g. https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000 (path-style requests). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
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
      // Never echo a secret into logs.
      const got = SECRET_VARIABLES.has(variable) ? 'value hidden' : `got ${JSON.stringify(present[variable] ?? null)}`;
      return `${variable}: ${issue.message} (${got})`;
    });
    throw new Error(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration. JWT_SECRET: is required in production (at least 32 random characters).');
  }
  if (e.NODE_ENV === 'production' && e.CLOCK_OFFSET_MS !== 0 && !e.ALLOW_CLOCK_OFFSET) {
    throw new Error(
      'Invalid configuration. CLOCK_OFFSET_MS: is refused in production, where it would move every opening-hours, ' +
        'scheduling and promotion decision; unset it, or set ALLOW_CLOCK_OFFSET=true if this server is a demo or a test.',
    );
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration. STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both (card payments need the webhook to confirm them) or neither.',
    );
  }
  const bucketParts = [e.MEDIA_S3_ENDPOINT, e.MEDIA_S3_BUCKET, e.MEDIA_S3_ACCESS_KEY_ID, e.MEDIA_S3_SECRET_ACCESS_KEY];
  if (bucketParts.some(Boolean) && !bucketParts.every(Boolean)) {
    throw new Error(
      'Invalid configuration. MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set all four (photos in a bucket) or none (photos in the database).',
    );
  }
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
    SERVICE_WORKER_VERSION: e.SERVICE_WORKER_VERSION,
    JWT_SECRET: e.JWT_SECRET ?? DEV_JWT_SECRET,
    ACCESS_TOKEN_TTL_MINUTES: e.ACCESS_TOKEN_TTL_MINUTES,
    REFRESH_TOKEN_TTL_DAYS: e.REFRESH_TOKEN_TTL_DAYS,
    REDIS_URL: e.REDIS_URL,
    REDIS_KEY_PREFIX: e.REDIS_KEY_PREFIX,
    AUTH_RATE_LIMIT_MAX: e.AUTH_RATE_LIMIT_MAX,
    TRUST_PROXY: e.TRUST_PROXY ?? false,
    ORDER_RATE_LIMIT_PER_MINUTE: e.ORDER_RATE_LIMIT_PER_MINUTE,
    REALTIME_SESSION_CHECK_SECONDS: e.REALTIME_SESSION_CHECK_SECONDS,
    COUPON_RATE_LIMIT_PER_MINUTE: e.COUPON_RATE_LIMIT_PER_MINUTE,
    PASSWORD_RESET_RATE_LIMIT_PER_HOUR: e.PASSWORD_RESET_RATE_LIMIT_PER_HOUR,
    PASSWORD_RESET_EMAIL_LIMIT_PER_HOUR: e.PASSWORD_RESET_EMAIL_LIMIT_PER_HOUR,
    CONTACT_RATE_LIMIT_PER_MINUTE: e.CONTACT_RATE_LIMIT_PER_MINUTE,
    GOOGLE_MAPS_API_KEY: e.GOOGLE_MAPS_API_KEY,
    GOOGLE_PLACES_URL: e.GOOGLE_PLACES_URL.replace(/\/+$/, ''),
    PHOTON_URL: e.PHOTON_URL?.replace(/\/+$/, ''),
    GOOGLE_CLIENT_ID: e.GOOGLE_CLIENT_ID,
    FACEBOOK_APP_ID: e.FACEBOOK_APP_ID,
    CLOCK_OFFSET_MS: e.CLOCK_OFFSET_MS,
    TENANT_PHOTO_FETCH_ALLOW_PRIVATE: e.TENANT_PHOTO_FETCH_ALLOW_PRIVATE,
    PRINTER_ALLOWED_NETWORKS: e.PRINTER_ALLOWED_NETWORKS ?? [],
    SMTP_URL: e.SMTP_URL,
    MAIL_FROM: e.MAIL_FROM,
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: e.STRIPE_API_URL.replace(/\/+$/, ''),
    STRIPE_TIMEOUT_SECONDS: e.STRIPE_TIMEOUT_SECONDS,
    PAYMENTS_POLL_SECONDS: e.PAYMENTS_POLL_SECONDS,
    MAIL_POLL_SECONDS: e.MAIL_POLL_SECONDS,
    MISSED_ORDER_SWEEP_SECONDS: e.MISSED_ORDER_SWEEP_SECONDS,
    MAIL_MAX_ATTEMPTS: e.MAIL_MAX_ATTEMPTS,
    MAIL_RETRY_BASE_SECONDS: e.MAIL_RETRY_BASE_SECONDS,
    MEDIA_BUCKET:
      e.MEDIA_S3_ENDPOINT && e.MEDIA_S3_BUCKET && e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.MEDIA_S3_ENDPOINT.replace(/\/+$/, ''),
            bucket: e.MEDIA_S3_BUCKET,
            region: e.MEDIA_S3_REGION,
            accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}
