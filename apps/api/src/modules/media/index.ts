/** The media module's public entry: all another module may use of it (eslint.config.js, "import-boundaries"). */
export { photoUrl, productPhotoOf, type PhotoRecord } from './photo-urls.ts';
export { findPhotoBySha256 } from './media-queries.ts';
export { inspectPhoto, renderPhoto, sha256Hex, type RenderedPhoto } from './photo-pipeline.ts';
export { mediaStoreFor } from './bucket-media-store.ts';
