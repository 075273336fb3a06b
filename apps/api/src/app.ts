import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type AppContext, createBackground, deriveKeys } from './context';
import { createDatabase, type Db, migrate } from './db/database';
import { clientErrorHandler, frameworkErrors, installErrorHandling } from './http/error-handler';
import { acceptJsonOnly } from './http/json-body';
import { mountRoutes, type RouteDefinition, type RouteSpec } from './http/route';
import { scheduleMaintenance } from './maintenance';
import { createAuthServices } from './modules/auth/auth-services';
import { passwordRoutes } from './modules/auth/password-routes';
import { pinRoutes } from './modules/auth/pin-routes';
import { registerRoutes } from './modules/auth/register-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { createBills } from './modules/bills/create-bills';
import { resumeOpenBills } from './modules/bills/resume';
import { contentRoutes } from './modules/content/content-routes';
import { mailboxRoutes } from './modules/dev/mailbox-routes';
import { docsRoutes } from './modules/docs/docs-routes';
import { healthRoutes } from './modules/health/health-routes';
import { createMailer } from './modules/mail/create-mailer';
import type { Mailer } from './modules/mail/mailer';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { createMoney } from './modules/transfers/create-money';
import { seed } from './seed';

export interface AppDeps {
  /** A migrated database owned by the caller (tests share one per file); the app will not close it. */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Where the log goes (tests capture it); stdout by default. */
  logStream?: NodeJS.WritableStream;
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
  '*.token',
  '*.resetToken',
  '*.accessToken',
  '*.refreshToken',
];

const BODY_LIMIT = 16 * 1024;

/** Builds the whole server, migrated and seeded, without listening. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
  });

  const ownsDb = !deps.db;
  const db = deps.db ?? createDatabase({ ...config, inMemory: config.inMemoryDatabase });
  const background = createBackground(app.log);
  const ctx: AppContext = {
    config,
    db,
    clock: deps.clock ?? systemClock,
    mailer: deps.mailer ?? createMailer(config, db, app.log),
    log: app.log,
    keys: deriveKeys(config.jwtSecret),
    background: background.run,
  };

  acceptJsonOnly(app);
  installErrorHandling(app);
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
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: config.rateLimits.global > 0,
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

  const auth = createAuthServices(ctx);
  // One job worker per process serves both: bills hand their handlers to the money module's worker.
  const bills = createBills(ctx);
  const resumed = await resumeOpenBills(db, ctx.clock.now());
  if (resumed > 0) app.log.info({ resumed }, 'resuming open bill purchases');
  const money = await createMoney(ctx, undefined, bills.jobs);
  const routes: RouteDefinition[] = [
    ...registerRoutes(auth),
    ...sessionRoutes(auth),
    ...passwordRoutes(auth),
    ...pinRoutes(auth),
    ...notificationRoutes(ctx),
    ...bills.routes,
    ...contentRoutes(ctx),
    ...money.routes,
    ...(config.nodeEnv === 'production' ? [] : [...mailboxRoutes(ctx), ...money.devRoutes]),
    ...healthRoutes(ctx),
  ];
  const specs: RouteSpec[] = [];
  routes.push(...docsRoutes(specs));
  specs.push(...routes.map((route) => route.spec));
  mountRoutes(app, routes, { authenticate: auth.authenticate, rateLimits: config.rateLimits });

  const stopMaintenance = scheduleMaintenance(ctx);
  app.addHook('onClose', async () => {
    stopMaintenance();
    await money.stop();
    await background.drain();
    await ctx.mailer.close();
    if (ownsDb) await db.destroy();
  });

  await app.ready();
  return app;
}
