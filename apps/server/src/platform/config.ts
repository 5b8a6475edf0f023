import path from 'node:path';
import { z } from 'zod';
import { PUBLIC_SUPPRESSION_THRESHOLD_MIN } from '@hde/contracts/api';
import { mapTilesOf, type MapTiles } from './map-tiles.js';
import { serverPackageDir } from './paths.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** A 32-byte key, as 64 hex digits or base64 (standard or URL-safe). */
const key32 = z
  .string()
  .trim()
  .transform((value) =>
    /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64'),
  )
  .refine((key) => key.length === 32, 'must be 32 bytes, as 64 hex digits or base64');

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://');

/** Every setting of the server, read once from the environment (README lists them). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.string().url().optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^[\w.:/,\s-]+$/, 'must list proxy addresses or subnets, comma-separated')
      .optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_AUDIENCE: z.string().min(1).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_TRUST_EMAIL: booleanFlag.default(false),
    SEED_DEMO_ACCOUNTS: booleanFlag.default(true),
    SIGN_UP_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .positive()
      .max(24 * 60)
      .default(30),
    HELP_CENTER_URL: z.string().min(1).default('/help.html'),
    WELCOME_ARTICLE_URL: z.string().min(1).default('/help.html#getting-started'),
    BOOKING_URL: z.string().min(1).default('/help.html#subscribing'),
    TERMS_URL: z.string().min(1).default('/terms.html'),
    SUPPORT_CHAT_SCRIPT_URL: z.string().url().optional(),
    PARTNER_VARIANT: z.string().min(1).max(40).optional(),
    UPGRADE_FORM_URL: z.string().url().optional(),
    SALES_EMAIL: z.string().email().default('sales@hde.local'),
    SUPPORT_EMAIL: z.string().email().default('support@hde.local'),
    MAIL_FROM: z.string().min(3).default('HDE <no-reply@hde.local>'),
    SMTP_URL: z.string().url().optional(),
    RUN_JOBS: booleanFlag.default(true),
    INVITATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    IMPORT_MAX_FILE_MB: z.coerce.number().positive().max(10_240).default(200),
    IMPORT_MAX_ROWS: z.coerce.number().int().min(1).max(50_000_000).default(2_000_000),
    ZIP_MAX_ENTRIES: z.coerce.number().int().min(1).max(1000).default(20),
    ZIP_MAX_UNCOMPRESSED_MB: z.coerce.number().positive().max(50_000).default(1024),
    CUSTOM_FIELDS_MAX: z.coerce.number().int().min(1).max(100_000).default(500),
    IMPORT_DRAFTS_MAX: z.coerce.number().int().min(1).max(1000).default(20),
    LEDGER_EXPLORER_URL: z.string().min(1).default('/ledger'),
    MAP_TILE_URL: z.string().min(1).optional(),
    MAP_TILE_ATTRIBUTION: z.string().min(1).optional(),
    REPORT_SERVICE_URL: z.string().url().optional(),
    LLM_BASE_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
      .optional(),
    LLM_MODEL: z.string().min(1).max(200).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    PUBLIC_SUPPRESSION_THRESHOLD: z.coerce
      .number()
      .int()
      .min(PUBLIC_SUPPRESSION_THRESHOLD_MIN)
      .max(1_000)
      .default(PUBLIC_SUPPRESSION_THRESHOLD_MIN),
    ENCRYPTION_KEY: key32.optional(),
    ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2_190),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['LLM_MODEL'], message: 'is required when LLM_BASE_URL is set' });
    }
  });

type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /**
   * The reverse proxies (addresses, subnets or proxy-addr names such as `loopback`) whose X-Forwarded-* headers
   * are believed; false believes none. Never "any": a client writes the leftmost X-Forwarded-For entries itself
   * and would pick the address that sign-in and sign-up limits count.
   */
  trustProxy: string | false;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  oidc: {
    embedded: boolean;
    issuer: string;
    audience: string;
    clientId: string;
    /** OIDC_TRUST_EMAIL: an external issuer's `email` without `email_verified` counts as verified. */
    trustEmail: boolean;
  };
  seedDemoAccounts: boolean;
  /** Accounts the embedded provider creates for one client address in 10 minutes. */
  signUpLimitPerIp: number;
  sessionIdleMinutes: number;
  helpCenterUrl: string;
  welcomeArticleUrl: string;
  bookingUrl: string;
  termsUrl: string;
  supportChatScriptUrl: string | undefined;
  partnerVariant: string | undefined;
  upgradeFormUrl: string | undefined;
  invitationExpiryDays: number;
  /** Run background jobs in this process (off for API instances when `npm run worker` runs them). */
  runJobs: boolean;
  /** How long activities are kept before the retention job removes them (ARCHITECTURE §6). */
  activityRetentionDays: number;
  /** Import limits (ARCHITECTURE §8): breaking one fails the file with a clear message. */
  imports: {
    maxFileBytes: number;
    maxRows: number;
    zipMaxEntries: number;
    zipMaxUncompressedBytes: number;
    /** Custom fields a workspace may have, and one mapping may create. */
    customFieldsMax: number;
    /** Draft imports kept per workspace: a new one past this removes the oldest. */
    draftsMax: number;
  };
  /** Where a transaction id links to: the product's ledger page unless pointed elsewhere. */
  ledgerExplorerUrl: string;
  /** Tile layer of the maps (MAP_TILE_URL, `none` for the outline basemap alone). */
  mapTiles: MapTiles;
  /** An external PDF report service the report route forwards to; unset: the product renders reports itself. */
  reportServiceUrl: string | undefined;
  /**
   * An OpenAI-compatible chat-completions endpoint that may word toxicology insights (ARCHITECTURE §10); unset:
   * the built-in rules engine writes them. `baseUrl` is the API root (`…/v1`), `/chat/completions` is added.
   */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** Public dashboards (ARCHITECTURE §11). */
  publicDashboards: {
    /** Calls one client address may make to the public calls in a minute, per instance. */
    rateLimitPerMinute: number;
    /** The smallest count a public dashboard shows; never below PUBLIC_SUPPRESSION_THRESHOLD_MIN. */
    suppressionThreshold: number;
  };
  /** The master key of stored custom dashboard passwords and viewer tokens; unset: generated under DATA_DIR. */
  encryptionKey: Buffer | undefined;
  mail: { from: string; salesAddress: string; supportAddress: string; smtpUrl: string | undefined };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MEGABYTE = 1024 * 1024;

const EMBEDDED_CLIENT_ID = 'hde-web';
/** Resource indicators must be absolute URIs (RFC 8707). */
const DEFAULT_AUDIENCE = 'urn:hde:api';

/** Blank variables count as unset, so `FOO=` in a shell does not trip validation. */
function withoutBlanks(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  );
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutBlanks(source));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const embedded = !env.OIDC_ISSUER;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    trustProxy: env.TRUST_PROXY ?? (publicUrl.startsWith('https://') ? 'loopback' : false),
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    oidc: {
      embedded,
      issuer: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: env.OIDC_AUDIENCE ?? DEFAULT_AUDIENCE,
      clientId: env.OIDC_CLIENT_ID ?? EMBEDDED_CLIENT_ID,
      trustEmail: !embedded && env.OIDC_TRUST_EMAIL,
    },
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS,
    signUpLimitPerIp: env.SIGN_UP_LIMIT_PER_IP,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    helpCenterUrl: env.HELP_CENTER_URL,
    welcomeArticleUrl: env.WELCOME_ARTICLE_URL,
    bookingUrl: env.BOOKING_URL,
    termsUrl: env.TERMS_URL,
    supportChatScriptUrl: env.SUPPORT_CHAT_SCRIPT_URL,
    partnerVariant: env.PARTNER_VARIANT,
    upgradeFormUrl: env.UPGRADE_FORM_URL,
    invitationExpiryDays: env.INVITATION_EXPIRY_DAYS,
    runJobs: env.RUN_JOBS,
    activityRetentionDays: env.ACTIVITY_RETENTION_DAYS,
    imports: {
      maxFileBytes: Math.round(env.IMPORT_MAX_FILE_MB * MEGABYTE),
      maxRows: env.IMPORT_MAX_ROWS,
      zipMaxEntries: env.ZIP_MAX_ENTRIES,
      zipMaxUncompressedBytes: Math.round(env.ZIP_MAX_UNCOMPRESSED_MB * MEGABYTE),
      customFieldsMax: env.CUSTOM_FIELDS_MAX,
      draftsMax: env.IMPORT_DRAFTS_MAX,
    },
    ledgerExplorerUrl: env.LEDGER_EXPLORER_URL,
    mapTiles: mapTilesOf(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
    reportServiceUrl: env.REPORT_SERVICE_URL,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
            model: env.LLM_MODEL,
            apiKey: env.LLM_API_KEY,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    publicDashboards: {
      rateLimitPerMinute: env.PUBLIC_RATE_LIMIT_PER_MINUTE,
      suppressionThreshold: env.PUBLIC_SUPPRESSION_THRESHOLD,
    },
    encryptionKey: env.ENCRYPTION_KEY,
    mail: {
      from: env.MAIL_FROM,
      salesAddress: env.SALES_EMAIL,
      supportAddress: env.SUPPORT_EMAIL,
      smtpUrl: env.SMTP_URL,
    },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR
      ? path.resolve(env.WEB_DIST_DIR)
      : path.resolve(serverPackageDir(), '../web/dist'),
  };
}
