/** `app.photos`: the photo service on the app's database, its bytes in the configured store. */
import type { FastifyInstance } from 'fastify';
import type { BucketSettings } from '../../config.ts';
import { mediaStoreFor } from './bucket-media-store.ts';
import { PhotoService } from './photo-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded photos: intake, lookup and serving (modules/media/photo-service.ts, attached by photo-plugin.ts). */
    photos: PhotoService;
  }
}

/** Decorates `app.photos` on the app's database, its bytes in the configured store. */
export function attachPhotos(app: FastifyInstance, bucket: BucketSettings | undefined): PhotoService {
  const service = new PhotoService(app.db, mediaStoreFor(app.db, bucket));
  app.decorate('photos', service);
  return service;
}
