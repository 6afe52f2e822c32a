import type { Highlight, PublicRestaurant } from '@platter/domain';

/** A hero slide: a public highlight, or the restaurant's own welcome slide. */
export type HeroSlide = Omit<Highlight, '_id' | 'animationHint'> & { id: string; animationHint: string | null };

export type SlideAnimation = 'slide-in-left' | 'zoom-in' | 'fade-up' | 'none' | 'fade-in';

/** Spec: slide-in-left, zoom-in, fade-up, none; anything else is fade-in. */
export function slideAnimation(hint: string | null | undefined): SlideAnimation {
  return hint === 'slide-in-left' || hint === 'zoom-in' || hint === 'fade-up' || hint === 'none' ? hint : 'fade-in';
}

export function isVideo(url: string | null | undefined): boolean {
  return !!url && /\.mp4(?:$|[?#])/i.test(url);
}

/** This site's shipped media (apps/api/assets, served at /api/v1/media/{file}). */
const OWN_MEDIA_MP4 = /^(\/api\/v1\/media\/[a-z0-9][a-z0-9-]*)\.mp4$/;

export interface VideoSources {
  /** In the order the browser should try them: the royalty-free WebM first, then the MP4. */
  sources: { src: string; type: string }[];
  /** A still shown until the video plays, and instead of it where no source can play. */
  poster: string | null;
}

/**
 * A video slide's sources. Chromium builds without H.264 (Debian's, so the test browser) cannot
 * play an MP4: a shipped video has a VP9 WebM and a JPEG poster beside it (same name; the media
 * routes' test holds every shipped .mp4 to it). An outside URL is the MP4 alone, without a
 * poster: the slide's brand gradient shows behind it where it cannot play.
 */
export function videoSources(url: string): VideoSources {
  const own = OWN_MEDIA_MP4.exec(url);
  const mp4 = { src: url, type: 'video/mp4' };
  if (!own) return { sources: [mp4], poster: null };
  return { sources: [{ src: `${own[1]}.webm`, type: 'video/webm' }, mp4], poster: `${own[1]}.jpg` };
}

/**
 * The default first slide from the restaurant (title, subtitle, cover image, link to /menu,
 * displayOrder 0) plus the public highlights, sorted by displayOrder (stable: the welcome
 * slide stays first among equals).
 */
export function buildHeroSlides(
  restaurant: PublicRestaurant,
  highlights: readonly Highlight[],
  texts: { welcome: string; subtitle: string; viewMenu: string },
): HeroSlide[] {
  const welcome: HeroSlide = {
    id: 'welcome',
    title: texts.welcome,
    subtitle: texts.subtitle,
    imageUrl: restaurant.coverImageUrl ?? '',
    linkUrl: '/menu',
    linkText: texts.viewMenu,
    buttonColor: null,
    buttonTextColor: null,
    overlayColor: null,
    textColor: null,
    displayOrder: 0,
    animationHint: null,
  };
  const rest = highlights.map(({ _id, ...highlight }): HeroSlide => ({ id: _id, ...highlight }));
  return [welcome, ...rest].sort((a, b) => a.displayOrder - b.displayOrder);
}
