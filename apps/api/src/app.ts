import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type AppContext, createBackground, deriveKeys } from './context';
import { createDbCounters } from './counters/db-counters';
import { createRedisCounters } from './counters/redis-counters';
import { createDatabase, type Db, migrate } from './db/database';
import { describeMode, devToolsRefusal } from './dev-tools';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler';
import { acceptJsonOnly } from './http/json-body';
import { mountRoutes, type RouteDefinition, type RouteSpec } from './http/route';
import { scheduleMaintenance } from './maintenance';
import { createAuthServices } from './modules/auth/auth-services';
import { passwordRoutes } from './modules/auth/password-routes';
import { pinRoutes } from './modules/auth/pin-routes';
import { registerRoutes } from './modules/auth/register-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { createBankCards } from './modules/bank-cards/create-bank-cards';
import { createBills } from './modules/bills/create-bills';
import { resumeOpenBills } from './modules/bills/resume';
import { createIssuerSandbox } from './modules/card-issuer-sandbox/create-issuer-sandbox';
import { REVEAL_PATH } from './modules/card-issuer-sandbox/sandbox-issuer';
import { type CardsModule, createCards } from './modules/cards/create-cards';
import { receiveIssuerEvent } from './modules/cards/issuer-events';
import { contentRoutes } from './modules/content/content-routes';
import { newsletterRoutes } from './modules/content/newsletter-routes';
import { mailboxRoutes } from './modules/dev/mailbox-routes';
import { docsRoutes } from './modules/docs/docs-routes';
import { frameRoutes } from './modules/embed/frame-routes';
import { healthRoutes } from './modules/health/health-routes';
import { createMailer } from './modules/mail/create-mailer';
import type { Mailer } from './modules/mail/mailer';
import { createMoneyWorker } from './modules/money/money-worker';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { originStatusRoutes } from './modules/partners/origin-status-routes';
import { partnerAdminRoutes } from './modules/partners/partner-admin-routes';
import { partnerPaymentRoutes } from './modules/partners/partner-payment-routes';
import { createPartnerRegistry } from './modules/partners/partner-registry';
import { PARTNER_WEBHOOK_JOB, partnerWebhookJob } from './modules/partners/webhooks';
import { scheduleReferralSweep } from './modules/rewards/referrals';
import { rewardsRoutes } from './modules/rewards/rewards-routes';
import { pinSettingsRoutes } from './modules/settings/pin-routes';
import { preferenceRoutes } from './modules/settings/preference-routes';
import { profileRoutes } from './modules/settings/profile-routes';
import { securityRoutes } from './modules/settings/security-routes';
import { createTiers } from './modules/tiers/create-tiers';
import { transactionRoutes } from './modules/transactions/transaction-routes';
import { createTransfers } from './modules/transfers/create-transfers';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { seed } from './seed';
import { isSiteRequest } from './site/is-site-request';
import { serveSite } from './site/serve-site';

export interface AppDeps {
  /** A migrated database owned by the caller (tests share one per file); the app will not close it. */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Where the log goes (tests capture it); stdout by default. */
  logStream?: NodeJS.WritableStream;
  /** Prefix of every Redis key (REDIS_URL); tests give each server its own. */
  redisKeyPrefix?: string;
  /**
   * Routes a caller adds beside the product's, mounted the same way (validation, sign-in, errors). The
   * production server adds none; `bench/support/ladder-server.ts` adds its measuring routes here.
   */
  extraRoutes?: (ctx: AppContext) => RouteDefinition[];
}

/** Request parts that must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'body',
  '*.password',
  '*.confirmPassword',
  '*.newPassword',
  '*.confirmNewPassword',
  '*.pin',
  '*.otp',
  '*.bvn',
  '*.nin',
  '*.token',
  '*.resetToken',
  '*.accessToken',
  '*.refreshToken',
  // A debit card being added: its number and CVV go to the card processor and nowhere else.
  '*.number',
  '*.cvv',
];

const BODY_LIMIT = 16 * 1024;

/** A request's URL for the log: a one-time card-details link is a secret, so its token never reaches it. */
function loggedUrl(url: string): string {
  return url.startsWith(REVEAL_PATH) ? `${REVEAL_PATH}[redacted]` : url;
}

/** Builds the whole server, migrated and seeded, without listening. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const refusal = devToolsRefusal(config);
  if (refusal) throw new Error(refusal);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: {
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: loggedUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    // Only these proxies may name the client (X-Forwarded-For); anyone else is who the socket says.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });

  app.log.info(describeMode(config));
  const ownsDb = !deps.db;
  const db = deps.db ?? createDatabase({ ...config, inMemory: config.inMemoryDatabase });
  const clock = deps.clock ?? systemClock;
  const redisPrefix = deps.redisKeyPrefix ?? 'owo:';
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  redis?.on('error', (error: Error) => app.log.error({ err: error }, 'Redis connection error'));
  const background = createBackground(app.log);
  const ctx: AppContext = {
    config,
    db,
    clock,
    mailer: deps.mailer ?? createMailer(config, db, app.log),
    log: app.log,
    keys: deriveKeys(config.jwtSecret),
    partners: createPartnerRegistry(db),
    counters: redis
      ? createRedisCounters(redis, `${redisPrefix}counter:`, clock)
      : createDbCounters(db, clock),
    background: background.run,
  };

  acceptJsonOnly(app);
  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.nodeEnv === 'production',
  });
  await app.register(cors, {
    // Partners are read live, so `pnpm owo partner add` needs no restart.
    origin: (origin, callback) => {
      if (origin === undefined) return callback(null, false);
      ctx.partners.allows(origin).then(
        (ok) => callback(null, ok),
        (error: Error) => callback(error, false),
      );
    },
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  // With SITE_DIR, one process serves the built site, the widget script and the docs beside the API.
  installErrorHandling(app, config.siteDir ? await serveSite(app, config.siteDir) : undefined);
  await app.register(rateLimit, {
    // Per-IP budgets: shared by every replica through Redis when there is one, else per process.
    ...(redis && { redis, nameSpace: `${redisPrefix}rate-limit:` }),
    global: config.rateLimits.global > 0,
    ...(config.siteDir && { allowList: isSiteRequest }),
    max: config.rateLimits.global,
    timeWindow: 60_000,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    }),
  });

  // Answers are about one person unless a route says otherwise: no cache may keep them.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  if (ownsDb) await migrate(db);
  await seed(ctx);
  await ctx.partners.seed(config.corsOrigins);

  const auth = createAuthServices(ctx);
  // The money flows share one job worker per process; each hands it its handlers, and none imports another.
  const worker = createMoneyWorker(ctx);
  const transfers = await createTransfers(ctx, worker);
  const bills = createBills(ctx);
  const tiers = createTiers(ctx, worker);
  const bankCards = createBankCards(ctx);
  const resumed = await resumeOpenBills(db, ctx.clock.now());
  if (resumed > 0) app.log.info({ resumed }, 'resuming open bill purchases');
  // The issuer calls Owo back with signed events, the way its webhooks would.
  const issuer = createIssuerSandbox(ctx, (raw, signature) =>
    receiveIssuerEvent(cards.cards, raw, signature),
  );
  const cards: CardsModule = createCards(ctx, worker, issuer.issuer, issuer.reference);
  worker.start({
    ...transfers.jobs,
    ...bills.jobs,
    ...tiers.jobs,
    ...bankCards.jobs,
    ...cards.jobs,
    [PARTNER_WEBHOOK_JOB]: partnerWebhookJob(ctx),
  });
  const routes: RouteDefinition[] = [
    ...registerRoutes(auth),
    ...sessionRoutes(auth),
    ...passwordRoutes(auth),
    ...pinRoutes(auth),
    ...profileRoutes(auth),
    ...securityRoutes(auth),
    ...pinSettingsRoutes(auth),
    ...preferenceRoutes(ctx),
    ...notificationRoutes(ctx),
    ...bills.routes,
    ...contentRoutes(ctx),
    ...newsletterRoutes(ctx, auth.codes),
    ...walletRoutes(ctx),
    ...transactionRoutes(ctx),
    ...transfers.routes,
    ...tiers.routes,
    ...rewardsRoutes(ctx),
    ...bankCards.routes,
    ...cards.routes,
    ...issuer.routes,
    ...(config.devTools
      ? [...mailboxRoutes(ctx), ...transfers.devRoutes, ...cards.devRoutes, ...tiers.devRoutes]
      : []),
    ...healthRoutes(ctx),
    ...originStatusRoutes(ctx),
    ...frameRoutes(ctx),
    ...partnerPaymentRoutes(ctx),
    ...(config.adminToken ? partnerAdminRoutes(ctx, config.adminToken) : []),
    ...(deps.extraRoutes?.(ctx) ?? []),
  ];
  const specs: RouteSpec[] = [];
  routes.push(...docsRoutes(specs));
  specs.push(...routes.map((route) => route.spec));
  mountRoutes(app, routes, { authenticate: auth.authenticate, rateLimits: config.rateLimits });

  const stopMaintenance = scheduleMaintenance(ctx);
  const stopReferralSweep = scheduleReferralSweep(ctx);
  app.addHook('onClose', async () => {
    stopMaintenance();
    stopReferralSweep();
    await worker.stop();
    await background.drain();
    await ctx.mailer.close();
    await ctx.counters.close();
    await redis?.quit();
    if (ownsDb) await db.destroy();
  });

  await app.ready();
  return app;
}
