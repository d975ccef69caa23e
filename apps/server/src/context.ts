import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/database';
import { createGroupCommit, type GroupCommit } from './db/group-commit';
import type { Config } from './env';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mailer';
import type { SecretBox } from './lib/secret-box';
import type { ArtifactStore } from './modules/artifacts/artifact-store';
import type { ArtifactUrlSigner } from './modules/artifacts/artifact-url-signer';
import {
  createJobRunner,
  DEFAULT_JOB_RUNNER_OPTIONS,
  type JobRunner,
} from './modules/jobs/job-runner';
import { createSessionService, type SessionService } from './modules/auth/session.service';
import { createUserService, type UserService } from './modules/auth/user.service';
import { createTenantService, type TenantService } from './modules/tenant/tenant.service';
import {
  createTwoFactorService,
  type TwoFactorService,
} from './modules/two-factor/two-factor.service';
import { createOidcClients, type OidcClients } from './modules/oidc/oidc-clients';
import { createOidcService, type OidcService } from './modules/oidc/oidc.service';
import { createGuessThrottle, type GuessThrottle, type Sleep } from './modules/auth/guess-throttle';
import {
  createRateLimitService,
  type RateLimitService,
} from './modules/rate-limit/rate-limit.service';
import { createPlansService, type PlansService } from './modules/plans/plans.service';
import {
  createUserSessionsService,
  type UserSessionsService,
} from './modules/user-sessions/user-sessions.service';
import { createContactsService, type ContactsService } from './modules/contacts/contacts.service';
import { createBillingService, type BillingService } from './modules/billing/billing.service';
import { createReportsService, type ReportsService } from './modules/reports/reports.service';
import type { EndpointChecks } from './http/register-endpoint';
import {
  createRegistrationService,
  type RegistrationService,
} from './modules/accounts/registration';
import { createEndpointChecks } from './endpoint-checks';
import type { ScanThreads } from './modules/engine/scan-threads';

/**
 * Everything a request handler may reach, built once per app. No module-level singletons:
 * a test builds its own context on a fresh database.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  secretBox: SecretBox;
  /** Media of submitted items (local folder or S3-compatible bucket). */
  artifacts: ArtifactStore;
  /** Signs and checks the local store's short-lived file URLs (one key per process). */
  artifactUrls: ArtifactUrlSigner;
  /** The built-in text and image scanners, in worker threads or this one (decision 0197). */
  scanThreads: ScanThreads;
  /** Durable background work; each kind's handler is registered at start (job-handlers.ts). */
  jobs: JobRunner;
  /** Writes that arrive together share one transaction (decision 0200): the submissions. */
  groupCommit: GroupCommit;
  /** A non-blocking wait (sign-in slowing, decision 0121); tests record it instead of waiting. */
  sleep: Sleep;
  /** The feature checks register-endpoint runs (moderation lock, plugin signature). */
  endpointChecks: EndpointChecks;
  /**
   * Every service object, built once here: modules reach each other's state through these (or
   * through another module's `*.service.ts` functions), never by building a service themselves.
   */
  services: {
    sessions: SessionService;
    users: UserService;
    rateLimits: RateLimitService;
    guessThrottle: GuessThrottle;
    twoFactor: TwoFactorService;
    tenants: TenantService;
    oidcClients: OidcClients;
    oidc: OidcService;
    plans: PlansService;
    userSessions: UserSessionsService;
    contacts: ContactsService;
    billing: BillingService;
    /** Sign-ups waiting for their link (decision 0122). */
    registrations: RegistrationService;
    /** The one owner of reports, their scores and the audit log (decision 0130). */
    reports: ReportsService;
  };
}

/** Decision 0200: measured with the load suite's submit scenario. */
const GROUP_COMMIT_SQLITE = { maxBatch: 32, concurrency: 1 };
const GROUP_COMMIT_POSTGRES = { maxBatch: 64, concurrency: 3 };

export function createContext(
  input: Omit<AppContext, 'services' | 'jobs' | 'endpointChecks' | 'groupCommit'>,
): AppContext {
  const { db } = input.database;
  const sessions = createSessionService(db, input.clock);
  const users = createUserService(db, input.clock, input.config.passwordHash);
  const rateLimits = createRateLimitService(db, input.clock);
  const guessThrottle = createGuessThrottle(db, input.clock, rateLimits, input.sleep);
  const twoFactor = createTwoFactorService(db, input.clock, input.secretBox);
  const tenants = createTenantService(db, input.clock);
  const oidcClients = createOidcClients(input.config.oidc);
  const oidc = createOidcService(db, input.clock, users);
  const jobs = createJobRunner(input.database, input.clock, input.logger, {
    ...DEFAULT_JOB_RUNNER_OPTIONS,
    leaseMs: input.config.jobs.leaseMs,
  });
  const plans = createPlansService(db, input.config.plans, input.logger);
  const userSessions = createUserSessionsService(db, input.clock);
  const contacts = createContactsService(db, input.clock);
  const reports = createReportsService(db, { kind: input.database.kind });
  const billing = createBillingService({ ...input, services: { users } });
  const registrations = createRegistrationService(db, input.clock);
  const ctx: AppContext = {
    ...input,
    jobs,
    groupCommit: createGroupCommit(
      db,
      input.database.kind === 'postgres' ? GROUP_COMMIT_POSTGRES : GROUP_COMMIT_SQLITE,
    ),
    // Built over the finished context, which they read only when a request comes.
    endpointChecks: createEndpointChecks(() => ctx),
    services: {
      sessions,
      users,
      rateLimits,
      guessThrottle,
      twoFactor,
      tenants,
      oidcClients,
      oidc,
      plans,
      userSessions,
      contacts,
      billing,
      registrations,
      reports,
    },
  };
  return ctx;
}
