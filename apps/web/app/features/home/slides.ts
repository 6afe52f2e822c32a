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
