/**
 * What use cases take instead of the app: each names the few of these it needs
 * (`Pick<AppDeps, 'db' | 'clock'>`), and a route hands them in (the Fastify app has them all, so a
 * route may pass `app`). A use case never imports FastifyInstance (eslint.config.js: only routes
 * files and plugins see the app); a module's own services (payments, photos) are added by that
 * module to its use cases' inputs.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { BackgroundTasks } from './background.ts';
import type { Clock } from './clock.ts';
import type { EventPublisher } from './events.ts';
import type { RestaurantDirectory } from './tenant.ts';

export interface AppDeps {
  db: Database;
  clock: Clock;
  events: EventPublisher;
  background: BackgroundTasks;
  /** The restaurants' directory: `invalidate()` after a change every process must see. */
  restaurants: RestaurantDirectory;
  log: FastifyBaseLogger;
}
