/**
 * The server's configuration, read from the environment once. Nothing else reads process.env.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SQLITE_CHECKPOINTS, type SqliteCheckpoints } from './db/database';
import { type EgressPolicy, parseEgressPolicy } from './lib/egress/egress-policy';
import { OWASP_PASSWORD_HASH, type PasswordHashParams } from './lib/password';
import { defaultScanThreads } from './modules/engine/scan-threads';
import { parsePlansConfig, type PlansConfig } from './modules/plans/plan-config';

// Both src/env.ts and the bundled dist/main.js sit one level below apps/server.
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

const ZEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Vigil <no-reply@vigil.localhost>'),
  VIGIL_SECRET_KEY: z
    .string()
    .min(32, 'VIGIL_SECRET_KEY must be at least 32 characters')
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_ISSUER: z.url().default('https://login.microsoftonline.com/common/v2.0'),
  BILLING_PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  // Only tests point this elsewhere (a local server speaking Stripe's API).
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  VIGIL_PLANS: z.string().min(1).optional(),
  VIGIL_DEFAULT_PLAN: z.string().min(1).optional(),
  // Artifacts in an S3-compatible bucket instead of DATA_DIR/artifacts (docs/decisions/0085).
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The video scanner samples frames with this ffmpeg; missing: video is "unavailable".
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  // What this process does (decision 0199): both serve and run jobs (one machine), only serve
  // the console and APIs, or only run the durable jobs (scans, callbacks, housekeeping).
  VIGIL_ROLE: z.enum(['both', 'api', 'worker']).default('both'),
  // Worker threads per built-in scanner, text and image (decision 0197); 0 scans in the
  // serving thread. Unset: one fewer than the machine's cores, at most four.
  VIGIL_SCAN_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  // Who checkpoints SQLite's write-ahead log (decision 0201): a thread of its own, or the
  // connection that commits (SQLite's way, which pauses the serving thread for it).
  VIGIL_SQLITE_CHECKPOINTS: z.enum(SQLITE_CHECKPOINTS).default('thread'),
  // log2 of scrypt's N (decision 0125). Below OWASP's 17 only under NODE_ENV=test, where
  // hundreds of accounts are made and a hash at 17 takes a second on a small machine.
  VIGIL_PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  // `--demo` seeds a year of history, or with 'none' the tenant, people and domains only (the
  // heavy tests, which need a tenant and no history; decision 0188).
  VIGIL_DEMO_HISTORY: z.enum(['year', 'none']).default('year'),
  // How long a worker holds a job before another may take it over (docs/decisions/0084).
  VIGIL_JOB_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  // What outbound requests may reach besides public addresses (docs/decisions/0120).
  VIGIL_EGRESS: z
    .string()
    .default('public')
    .transform((value, context) => {
      try {
        return parseEgressPolicy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/** An S3-compatible bucket for artifacts. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Stripe's API: the secret key and where the API answers (docs/decisions/0057). */
export interface StripeConfig {
  secretKey: string;
  apiBase: string;
}

/** At most one of the two is set; neither means the billing portal is unavailable. */
export interface BillingConfig {
  /** A fixed link into an external billing portal, handed out as is. */
  portalUrl: string | undefined;
  /** A Stripe customer portal session per request. */
  stripe: StripeConfig | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof ZEnvSchema>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof ZEnvSchema>['NODE_ENV'];
  trustProxy: boolean;
  webDistDir: string;
  /** `npm run demo`: its own data directory, seeded with a demo tenant when empty. */
  demo: boolean;
  /** Whether the demo tenant is seeded with a year of history (VIGIL_DEMO_HISTORY). */
  demoHistory: boolean;
  /** Origin used in links sent by email, e.g. https://vigil.example.com. */
  publicUrl: string;
  /** Unset: emails are written to DATA_DIR/outbox instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Key material for secrets at rest; unset: a key file in DATA_DIR (single instance only). */
  secretKey: string | undefined;
  oidc: {
    google: OidcProviderConfig | undefined;
    microsoft: OidcProviderConfig | undefined;
  };
  billing: BillingConfig;
  plans: PlansConfig;
  /** Unset: artifacts are files under DATA_DIR/artifacts. */
  s3: S3Config | undefined;
  /** threads: worker threads per built-in scanner, 0 for the serving thread (decision 0197). */
  scanning: { ffmpegPath: string; threads: number };
  jobs: { leaseMs: number };
  /** SQLite only: who checkpoints its write-ahead log (decision 0201). */
  sqliteCheckpoints: SqliteCheckpoints;
  /** both: serves and runs jobs; api: serves only; worker: runs jobs, serves only its health. */
  role: ServerRole;
  /** Which addresses content fetches, callbacks and the external engine may reach. */
  egress: EgressPolicy;
  /** scrypt parameters new password hashes are made with; weaker ones are rehashed at sign-in. */
  passwordHash: PasswordHashParams;
}

export type ServerRole = z.infer<typeof ZEnvSchema>['VIGIL_ROLE'];

function oidcProvider(
  issuer: string,
  clientId: string | undefined,
  clientSecret: string | undefined,
): OidcProviderConfig | undefined {
  return clientId && clientSecret ? { issuer, clientId, clientSecret } : undefined;
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  argv: readonly string[] = process.argv.slice(2),
): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  if (values.BILLING_PORTAL_URL && values.STRIPE_SECRET_KEY) {
    throw new Error(
      'Invalid configuration: set BILLING_PORTAL_URL or STRIPE_SECRET_KEY for the billing portal, not both',
    );
  }
  const demo = argv.includes('--demo');
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(values.DATA_DIR ?? (demo ? './data-demo' : './data')),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    nodeEnv: values.NODE_ENV,
    trustProxy: values.TRUST_PROXY,
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? defaultWebDistDir),
    demo,
    demoHistory: values.VIGIL_DEMO_HISTORY === 'year',
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    secretKey: values.VIGIL_SECRET_KEY,
    oidc: {
      google: oidcProvider(
        values.GOOGLE_ISSUER,
        values.GOOGLE_CLIENT_ID,
        values.GOOGLE_CLIENT_SECRET,
      ),
      microsoft: oidcProvider(
        values.MICROSOFT_ISSUER,
        values.MICROSOFT_CLIENT_ID,
        values.MICROSOFT_CLIENT_SECRET,
      ),
    },
    billing: {
      portalUrl: values.BILLING_PORTAL_URL,
      stripe: values.STRIPE_SECRET_KEY
        ? { secretKey: values.STRIPE_SECRET_KEY, apiBase: values.STRIPE_API_BASE }
        : undefined,
    },
    plans: plansConfig(values.VIGIL_PLANS, values.VIGIL_DEFAULT_PLAN),
    s3: s3Config(values),
    scanning: {
      ffmpegPath: values.FFMPEG_PATH,
      threads: values.VIGIL_SCAN_THREADS ?? defaultScanThreads(),
    },
    jobs: { leaseMs: values.VIGIL_JOB_LEASE_MS },
    sqliteCheckpoints: values.VIGIL_SQLITE_CHECKPOINTS,
    role: values.VIGIL_ROLE,
    egress: values.VIGIL_EGRESS,
    passwordHash: passwordHashParams(values.VIGIL_PASSWORD_HASH_COST, values.NODE_ENV),
  };
}

function passwordHashParams(
  cost: number,
  nodeEnv: z.infer<typeof ZEnvSchema>['NODE_ENV'],
): PasswordHashParams {
  const params = { ...OWASP_PASSWORD_HASH, N: 2 ** cost };
  if (params.N < OWASP_PASSWORD_HASH.N && nodeEnv !== 'test') {
    throw new Error(
      `Invalid configuration: VIGIL_PASSWORD_HASH_COST below ${Math.log2(OWASP_PASSWORD_HASH.N)} is for tests only (NODE_ENV=test)`,
    );
  }
  return params;
}

function plansConfig(
  plansJson: string | undefined,
  defaultPlanId: string | undefined,
): PlansConfig {
  try {
    return parsePlansConfig(plansJson, defaultPlanId);
  } catch (error) {
    throw new Error(`Invalid configuration: ${(error as Error).message}`, { cause: error });
  }
}

function s3Config(values: z.infer<typeof ZEnvSchema>): S3Config | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = values;
  const given = [S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY];
  if (given.every((value) => value === undefined)) return undefined;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  }
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
  };
}
