import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { seedDemoIfEmpty } from './provisioning/demo-seed/index.ts';
import { addressRoutes } from './modules/addresses/routes.ts';
import { addressLookupRoutes } from './modules/address-lookup/routes.ts';
import { createAddressLookupProvider } from './modules/address-lookup/service.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { REFRESH_COOKIE } from './modules/auth/cookie.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { emailVerificationRoutes } from './modules/auth/email-verification-routes.ts';
import { capacityRoutes } from './modules/capacity/index.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { favoriteRoutes } from './modules/favorites/routes.ts';
import { staffCatalogRoutes } from './modules/catalog/staff-routes.ts';
import { menuEditorRoutes } from './modules/catalog/editor-routes.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { CatalogCache } from './modules/catalog/cache.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { highlightRoutes } from './modules/highlights/routes.ts';
import { installableRoutes } from './modules/installable/index.ts';
import { attachMail } from './modules/mail/plugin.ts';
import { insertOutboxRows } from './modules/mail/index.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { attachPhotos } from './modules/media/photo-plugin.ts';
import { guestOrderOpens } from './modules/orders/index.ts';
import { orderRoutes } from './modules/orders/routes.ts';
import { staffOrderRoutes } from './modules/orders/staff-routes.ts';
import { paymentRoutes } from './modules/orders/payment-routes.ts';
import { attachPayments } from './modules/orders/payments/plugin.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { promotionEditorRoutes } from './modules/promotions/editor-routes.ts';
import { findRestaurantByCustomDomain, findRestaurantBySlug } from './modules/restaurants/queries.ts';
import { restaurantRoutes } from './modules/restaurants/routes.ts';
import { staffRestaurantRoutes } from './modules/restaurants/staff-routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { staffReviewRoutes } from './modules/reviews/staff-routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { attachPrinting } from './modules/printing/plugin.ts';
import { printerAddressRule, type PrinterAddressRule } from './modules/printing/address-rule.ts';
import { attachMissedOrders } from './modules/orders/missed-orders-plugin.ts';
import { printingRoutes } from './modules/printing/routes.ts';
import { inviteRoutes, teamRoutes } from './modules/team/index.ts';
import { organisationRoutes } from './modules/organisations/index.ts';
import { userRoutes } from './modules/users/routes.ts';
import { loadUser } from './modules/users/index.ts';
import { authPlugin } from './platform/auth.ts';
import { BackgroundTasks } from './platform/background.ts';
import { registerSecurityHeaders } from './platform/csp.ts';
import { databasePlugin } from './platform/database.ts';
import { registerCompression } from './platform/compression.ts';
import { registerApiDocument } from './platform/openapi.ts';
import { registerConditionalGet } from './platform/etag.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { answerClientError, answerFrameworkError, registerApiNotFound, registerErrorHandler, registerSuccessMessageLanguage } from './platform/errors.ts';
import { serializeError } from './platform/log-errors.ts';
import { serializeRequest } from './platform/log-requests.ts';
import { registerPlainTextGuard } from './platform/plain-text-guard.ts';
import { registerSingleHost } from './platform/single-host.ts';
import { rateLimitPlugin } from './platform/rate-limit.ts';
import { tenantPlugin } from './platform/tenant.ts';
import { attachInvalidation } from './platform/invalidation.ts';
import { EventPublisher } from './platform/events.ts';
import { registerWeb } from './platform/web.ts';
import { attachOrderingStreams, orderingStreamRoutes } from './realtime/ordering-stream.ts';
import { attachRealtime } from './realtime/server.ts';

export const API_PREFIX = '/api/v1';

export interface BuildAppOptions {
  /**
   * An open, migrated database the app takes ownership of (closed on app.close()).
   * Without it the app opens, migrates and (if configured) seeds the one in the config.
   */
  database?: DatabaseHandle;
  /** Where the logs go (default stdout); tests capture them to check what is never logged. */
  logStream?: DestinationStream;
  /** "Now" for business rules (default: real time plus CLOCK_OFFSET_MS); tests inject their own. */
  clock?: Clock;
  /** Which printer addresses may be connected to (default: PRINTER_ALLOWED_NETWORKS, the system's resolver, this machine); tests inject a stub resolver. */
  printerAddresses?: PrinterAddressRule;
}

/** Fastify takes a hop count as a function: trust the nearest `hops` peers. */
function trustProxyOption(trust: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The whole HTTP application: plugins, API modules, and last the web handler. Never listens. */
export async function buildApp(config: Config, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const database = opts.database ?? (await prepareDatabase(config, console, seedDemoIfEmpty));

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // Forwarding headers count only from the proxies named in TRUST_PROXY (none by default).
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Node would answer a missing Host with a bare 400; ours says what is wrong (platform/web.ts).
    http: { requireHostHeader: false },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSuccessMessageLanguage(app);
  registerSingleHost(app);
  registerPlainTextGuard(app);

  app.decorate('clock', opts.clock ?? systemClock(config.CLOCK_OFFSET_MS));
  app.decorate('events', new EventPublisher(app.log, insertOutboxRows));
  app.decorate('background', new BackgroundTasks(app.log));
  // Before the database closes: work already started (a reset e-mail being queued) finishes.
  app.addHook('preClose', () => app.background.idle());
  await app.register(databasePlugin, { database });
  const { db } = database;
  await app.register(tenantPlugin, {
    config,
    lookups: { bySlug: (slug) => findRestaurantBySlug(db, slug), byCustomDomain: (host) => findRestaurantByCustomDomain(db, host) },
  });
  app.decorate('catalogCache', new CatalogCache(() => app.clock().getTime()));
  const invalidation = attachInvalidation(app, config);
  await app.register(authPlugin, { db, config });
  await app.register(rateLimitPlugin, { config });
  app.decorate('guestOrderOpens', guestOrderOpens(app.db));
  app.decorate('realtime', attachRealtime(app, config));
  app.decorate('orderingStreams', attachOrderingStreams(app, invalidation));
  app.decorate('mail', attachMail(app, config));
  attachPayments(app, config);
  attachPhotos(app, config.MEDIA_BUCKET);
  app.decorate('printing', attachPrinting(app, opts.printerAddresses ?? printerAddressRule(config)));
  attachMissedOrders(app, config.MISSED_ORDER_SWEEP_SECONDS);

  registerSecurityHeaders(app, config, API_PREFIX);
  await app.register(cookie);

  await registerApiDocument(app, { prefix: API_PREFIX, refreshCookie: REFRESH_COOKIE });

  registerConditionalGet(app);
  await registerCompression(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(restaurantRoutes, { config });
      await api.register(orderingStreamRoutes);
      await api.register(catalogRoutes);
      await api.register(highlightRoutes);
      await api.register(promotionRoutes, { config });
      await api.register(orderRoutes, { config });
      await api.register(capacityRoutes);
      await api.register(staffOrderRoutes, { config });
      await api.register(paymentRoutes);
      await api.register(staffCatalogRoutes);
      await api.register(menuEditorRoutes);
      await api.register(promotionEditorRoutes);
      await api.register(auditRoutes);
      await api.register(staffRestaurantRoutes, { config });
      await api.register(settingsRoutes, { config });
      await api.register(reviewRoutes);
      await api.register(staffReviewRoutes);
      await api.register(reportRoutes);
      await api.register(printingRoutes);
      await api.register(mediaRoutes);
      await api.register(authRoutes, { config });
      await api.register(passwordResetRoutes, { config });
      await api.register(emailVerificationRoutes, { config });
      await api.register(contactRoutes, { config });
      await api.register(teamRoutes, { config });
      await api.register(inviteRoutes, { config });
      await api.register(organisationRoutes, { config });
      await api.register(userRoutes);
      await api.register(addressRoutes, { loadAccount: loadUser });
      await api.register(favoriteRoutes);
      await api.register(addressLookupRoutes, { provider: createAddressLookupProvider(config) });
    },
    { prefix: API_PREFIX },
  );
  registerApiNotFound(app);

  const shell = await registerWeb(app, config);
  // At the root (not under /api/v1): a worker's scope is its own folder.
  await app.register(installableRoutes, { config, shell });
  return app;
}
