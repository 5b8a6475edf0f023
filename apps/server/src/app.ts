import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin } from './platform/auth.js';
import type { AppConfig } from './platform/config.js';
import type { DatabaseHandle } from './platform/db/client.js';
import { registerErrorHandling } from './platform/errors.js';
import { embeddedIdentityProvider } from './platform/idp/plugin.js';
import { loggerOptions } from './platform/logger.js';
import { createMailer } from './platform/mail.js';
import { refuseNulCharacters } from './platform/nul-characters.js';
import { registerOpenApi } from './platform/openapi.js';
import type { Secrets } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security.js';
import { registerStaticFiles } from './platform/static-files.js';
import { accessRoutes } from './modules/access/routes.js';
import { clientConfigRoutes } from './modules/client-config/routes.js';
import { featureRoutes } from './modules/features/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { caseTrustRoutes } from './modules/cases/trust-routes.js';
import {
  analyticsRoutes,
  createAnalyticsService,
  createRollupRefresher,
  sqlState,
} from './modules/analytics/index.js';
import { reportRoutes } from './modules/reports/routes.js';
import { publicDashboardRoutes, publicReportRoutes } from './modules/public-dashboards/index.js';
import { overviewRoutes } from './modules/overview/routes.js';
import { caseRoutes } from './modules/cases/routes.js';
import { toxCaseRoutes } from './modules/tox-cases/index.js';
import { toxOverviewRoutes } from './modules/tox-overview/index.js';
import { activityLogRoutes } from './modules/activity-log/index.js';
import { toxTrendsRoutes } from './modules/tox-trends/index.js';
import {
  createDashboardAccess,
  createDashboardAnswers,
  dashboardViewerRoutes,
  publicDashboardViewerRoutes,
} from './modules/dashboards/index.js';
import { fileImportRoutes } from './modules/imports/files/routes.js';
import { mappingRoutes } from './modules/imports/mapping/routes.js';
import { createLedgerSigner } from './modules/ledger/index.js';
import { ledgerRoutes } from './modules/ledger/routes.js';
import { sandboxRoutes } from './modules/sandbox/routes.js';
import { savedFilterRoutes } from './modules/saved-filters/routes.js';
import { loadDashboardKeys } from './modules/dashboards/dashboard-keys.js';
import { dashboardRoutes } from './modules/dashboards/routes.js';
import { dashboardUnlockRoutes } from './modules/dashboards/unlock-routes.js';
import { createFileStorage } from './platform/file-storage.js';
import { templateRoutes } from './modules/imports/templates/routes.js';
import { leadRoutes } from './modules/leads/routes.js';
import { createLeadService } from './modules/leads/service.js';
import { moduleManagerRoutes } from './modules/module-manager/routes.js';
import { signUpRoutes } from './modules/module-manager/sign-up.js';
import { createSubscriptionService } from './modules/subscriptions/service.js';
import { supportRoutes } from './modules/support/routes.js';
import { createSupportService } from './modules/support/service.js';
import { userRoutes } from './modules/users/routes.js';
import { createUserService } from './modules/users/service.js';
import { createUserinfoEmailResolver } from './modules/users/userinfo.js';
import { createJobHandlers } from './job-handlers.js';
import { createWorkspaceCommands } from './modules/workspaces/commands.js';
import { defaultWorkspaceRoutes } from './modules/workspaces/default-workspace-routes.js';
import { workspaceRoutes } from './modules/workspaces/routes.js';
import { startJobRunner, type JobRunner } from './platform/jobs.js';
import { activityLedgerRoutes, startActivitySealer } from './modules/activity-ledger/index.js';
import { newRequestId, registerRequestContext } from './platform/request-context.js';
import { createWorkspaceService } from './modules/workspaces/service.js';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  secrets: Secrets;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: DestinationStream;
}

/** The whole HTTP application, without listening: main.ts starts it, tests `inject` into it. */
export async function buildApp({
  config,
  database,
  secrets,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    genReqId: newRequestId,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await registerRequestContext(app);
  registerSecurityHeaders(app, config);
  refuseNulCharacters(app);
  await registerOpenApi(app);
  await app.register(authPlugin, { config, secrets });
  if (config.oidc.embedded) {
    await app.register(embeddedIdentityProvider, { config, db: database.db, secrets });
  }

  const { db } = database;
  const users = createUserService(db, createUserinfoEmailResolver(config.oidc.issuer, config.oidc));
  const subscriptions = createSubscriptionService(db);
  const workspaces = createWorkspaceService(db, subscriptions);
  const commands = createWorkspaceCommands(db, workspaces, subscriptions);
  const storage = createFileStorage(config.dataDir);
  const signer = createLedgerSigner(secrets.ledgerSigningKey);
  const rollups = createRollupRefresher(db, {
    // The SQLSTATE only: a driver message may quote a case's value.
    onError: (error) => app.log.error({ code: sqlState(error) }, 'Writing the count summaries failed'),
  });
  const analytics = createAnalyticsService(db, { rollups, reads: database.reads });
  const dashboardKeys = await loadDashboardKeys(config);
  app.addHook('onClose', () => analytics.rollups.close());
  const mailer = createMailer(config, db, { logger: app.log });
  const support = createSupportService({ db, mailer, supportAddress: config.mail.supportAddress });
  const leads = createLeadService({
    db,
    mailer,
    salesAddress: config.mail.salesAddress,
    upgradeFormUrl: config.upgradeFormUrl,
    logger: app.log,
  });

  let jobRunner: JobRunner | undefined;
  const dashboardAccess = createDashboardAccess({ db, users, workspaces, keys: dashboardKeys });
  const dashboardAnswers = createDashboardAnswers({
    db,
    analytics,
    threshold: config.publicDashboards.suppressionThreshold,
  });

  await app.register(healthRoutes, { database });
  await app.register(
    async (api) => {
      await api.register(clientConfigRoutes, { config });
      await api.register(userRoutes, {
        users,
        expirationDateOf: (user) => subscriptions.expirationDate(user),
      });
      await api.register(supportRoutes, { users, support });
      await api.register(signUpRoutes, { moduleId: 'mdi', users, subscriptions });
      await api.register(workspaceRoutes, { moduleId: 'mdi', db, users, workspaces, commands });
      await api.register(accessRoutes, { moduleId: 'mdi', db, users, workspaces, mailer, config });
      await api.register(defaultWorkspaceRoutes, { users, commands, subscriptions });
      await api.register(templateRoutes);
      await api.register(mappingRoutes, { moduleId: 'mdi', db, users, workspaces });
      const access = { moduleId: 'mdi' as const, db, users, workspaces };
      await api.register(fileImportRoutes, { ...access, config, storage, signer });
      await api.register(sandboxRoutes, { ...access, storage });
      await api.register(caseTrustRoutes, { ...access, signer });
      await api.register(activityLogRoutes, { db, reads: database.reads, users });
      await api.register(analyticsRoutes, { ...access, analytics });
      await api.register(reportRoutes, { ...access, analytics, reportServiceUrl: config.reportServiceUrl });
      await api.register(savedFilterRoutes, access);
      await api.register(overviewRoutes, { ...access, analytics });
      await api.register(caseRoutes, access);
      await api.register(publicReportRoutes, access);
      await api.register(dashboardRoutes, { ...access, keys: dashboardKeys });
    },
    { prefix: '/v2/app' },
  );
  await app.register(dashboardViewerRoutes, {
    prefix: '/v2/app',
    db,
    users,
    access: dashboardAccess,
    answers: dashboardAnswers,
  });
  await app.register(publicDashboardViewerRoutes, {
    prefix: '/v2/public',
    access: dashboardAccess,
    answers: dashboardAnswers,
    threshold: config.publicDashboards.suppressionThreshold,
    rateLimitPerMinute: config.publicDashboards.rateLimitPerMinute,
  });
  await app.register(dashboardUnlockRoutes, {
    prefix: '/v2/public',
    db,
    keys: dashboardKeys,
    rateLimitPerMinute: config.publicDashboards.rateLimitPerMinute,
  });
  await app.register(publicDashboardRoutes, {
    prefix: '/v2/public',
    db,
    rateLimitPerMinute: config.publicDashboards.rateLimitPerMinute,
  });
  await app.register(
    async (api) => {
      await api.register(signUpRoutes, { moduleId: 'tox', users, subscriptions });
      await api.register(workspaceRoutes, { moduleId: 'tox', db, users, workspaces, commands });
      await api.register(accessRoutes, { moduleId: 'tox', db, users, workspaces, mailer, config });
      await api.register(toxCaseRoutes, {
        moduleId: 'tox',
        db,
        users,
        workspaces,
        signer,
        // A saved case's insight should not wait for the next poll of this instance's runner.
        onSaved: () => {
          jobRunner?.drain().catch((error: unknown) => app.log.error({ err: error }, 'job runner failed'));
        },
      });
      await api.register(toxOverviewRoutes, { moduleId: 'tox', users, workspaces, reads: database.reads });
    },
    { prefix: '/v2/tox' },
  );
  await app.register(toxTrendsRoutes, {
    prefix: '/v2/tox-insights',
    moduleId: 'tox',
    users,
    workspaces,
    reads: database.reads,
  });
  await app.register(moduleManagerRoutes, { prefix: '/v2/module-manager', users, subscriptions });
  await app.register(leadRoutes, { prefix: '/v2/module-manager', users, leads });
  await app.register(featureRoutes, { prefix: '/v2', db });
  await app.register(ledgerRoutes, { prefix: '/v2', db, signer });
  await app.register(activityLedgerRoutes, { prefix: '/v2', db });

  if (config.runJobs) {
    const handlers = createJobHandlers({ config, storage, signer, logger: app.log });
    const runner = startJobRunner({ db, handlers, logger: app.log });
    jobRunner = runner;
    app.addHook('onClose', () => runner.stop());
    const sealer = startActivitySealer({
      db,
      signer,
      retentionDays: config.activityRetentionDays,
      logger: app.log,
    });
    app.addHook('onClose', () => sealer.stop());
  }

  await registerStaticFiles(app, config.webDistDir);
  return app;
}
