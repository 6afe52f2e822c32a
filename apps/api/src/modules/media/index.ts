/** The media module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { photoUrl, productPhotoOf } from './photo-urls.ts';
export { mediaStoreFor } from './bucket-media-store.ts';
