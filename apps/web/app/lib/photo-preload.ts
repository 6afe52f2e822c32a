import type { ProductPhoto } from '@platter/domain';
import type { MetaDescriptor } from 'react-router';
import { photoSrcSet } from '../ui/product-image.tsx';

/**
 * The page's LCP photo, preloaded from the server-rendered head: its AVIF renditions for the same
 * `sizes` as the `<img>` (so the browser fetches the very file the picture then picks), at high
 * priority. Browsers without AVIF skip it by its type and load the WebP from the picture itself.
 */
export function photoPreload(photo: ProductPhoto, sizes: string): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: photoSrcSet(photo, 'image/avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  };
}
