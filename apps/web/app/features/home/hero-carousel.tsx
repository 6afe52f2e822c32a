import { mdiChevronLeft, mdiChevronRight, mdiPause, mdiPlay } from '@mdi/js';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Link } from 'react-router';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { isVideo, slideAnimation, videoSources, type HeroSlide } from './slides.ts';

/** Spec: the hero auto-cycles every 6000 ms. */
export const HERO_INTERVAL_MS = 6000;
const HERO_IMAGE_WIDTH = 1920;
const HERO_IMAGE_HEIGHT = 1080;

/**
 * Autoplaying, muted, looping; slides out of view pause (and off-screen ones never download up
 * front). WebM before MP4 and a poster where the video is this site's (`videoSources`), over the
 * brand gradient: every browser shows something, those without H.264 included.
 */
function HeroVideo({ src, active }: { src: string; active: boolean }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (active) void video.play().catch(() => {});
    else video.pause();
  }, [src, active]);
  const { sources, poster } = videoSources(src);
  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-br from-primary to-secondary" />
      <video
        key={src}
        ref={ref}
        poster={poster ?? undefined}
        autoPlay={active}
        muted
        loop
        playsInline
        preload={active ? 'auto' : 'none'}
        aria-hidden="true"
        data-testid="hero-video"
        className="absolute inset-0 size-full object-cover"
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    </>
  );
}

function SlideLink({ slide, first }: { slide: HeroSlide; first: boolean }) {
  if (!slide.linkUrl || !slide.linkText) return null;
  const style: CSSProperties = {};
  if (slide.buttonColor) style.backgroundColor = slide.buttonColor;
  if (slide.buttonTextColor) style.color = slide.buttonTextColor;
  const className =
    'mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-full bg-primary px-8 text-base font-semibold tracking-wide text-on-primary shadow-lg transition hover:brightness-110 sm:h-14 sm:px-10';
  const internal = slide.linkUrl.startsWith('/') && !slide.linkUrl.startsWith('//');
  return internal ? (
    <Link to={slide.linkUrl} className={className} style={style} tabIndex={first ? undefined : -1} prefetch="intent">
      {slide.linkText}
    </Link>
  ) : (
    <a href={slide.linkUrl} className={className} style={style} tabIndex={first ? undefined : -1}>
      {slide.linkText}
    </a>
  );
}

export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation('home');
  const multiple = slides.length > 1;
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const starting = useRef<Promise<EmblaCarouselType | null> | null>(null);

  // The first slide is server-rendered and static; the carousel engine is loaded and started only
  // when it is needed: the first slide change (6 s in), a tap on a control, or a hand or pointer on
  // the slides. Starting it measures the whole page (a forced layout): done while the page is
  // still loading, that was the longest task on Home's main thread on a phone.
  const start = useCallback((): Promise<EmblaCarouselType | null> => {
    const viewport = viewportRef.current;
    if (!viewport || !multiple) return Promise.resolve(null);
    starting.current ??= import('embla-carousel').then(({ default: EmblaCarousel }) => {
      const instance = EmblaCarousel(viewport, { loop: true, duration: 30 });
      // Heard from the start: the change that started the engine is the first one.
      const onSelect = () => setSelected(instance.selectedScrollSnap());
      instance.on('select', onSelect).on('reInit', onSelect);
      return instance;
    });
    return starting.current;
  }, [multiple]);
  useEffect(
    () => () => {
      void starting.current?.then((instance) => instance?.destroy());
    },
    [],
  );
  // Held by hover or focus inside the carousel, while it lasts.
  const [paused, setPaused] = useState(false);
  // Stopped by the diner's pause button, or from the start when they ask for reduced motion.
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const apply = () => {
      setReducedMotion(query.matches);
      if (query.matches) setStopped(true);
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, []);


  useEffect(() => {
    if (!multiple || paused || stopped) return;
    // Before the engine has started, the first change starts it.
    const timer = window.setInterval(() => void start().then((instance) => instance?.scrollNext()), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [start, multiple, paused, stopped, selected]);

  // Under reduced motion the slides change without the sliding animation.
  const previous = useCallback(() => void start().then((instance) => instance?.scrollPrev(reducedMotion)), [start, reducedMotion]);
  const next = useCallback(() => void start().then((instance) => instance?.scrollNext(reducedMotion)), [start, reducedMotion]);
  const show = (index: number) => void start().then((instance) => instance?.scrollTo(index, reducedMotion));
  // A hand or pointer on the slides: ready to be swiped.
  const getReady = () => void start();

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.region')}
      className="relative isolate h-[480px] overflow-hidden bg-black sm:h-[580px] lg:h-[700px]"
      onPointerEnter={getReady}
      onTouchStart={getReady}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div ref={viewportRef} className="h-full overflow-hidden" aria-live={multiple && (stopped || paused) ? 'polite' : 'off'}>
        <div className="flex h-full touch-pan-y">
          {slides.map((slide, index) => {
            const first = index === 0;
            const animation = slideAnimation(slide.animationHint);
            const textStyle: CSSProperties = slide.textColor ? { color: slide.textColor } : {};
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('hero.slideOf', { number: index + 1, total: slides.length })}
                aria-hidden={index === selected ? undefined : true}
                className={cx('relative h-full min-w-0 flex-[0_0_100%]', index === selected && 'is-selected')}
              >
                {isVideo(slide.imageUrl) ? (
                  <HeroVideo src={slide.imageUrl} active={index === selected} />
                ) : slide.imageUrl ? (
                  <img
                    src={slide.imageUrl}
                    alt=""
                    width={HERO_IMAGE_WIDTH}
                    height={HERO_IMAGE_HEIGHT}
                    loading={first ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : 'auto'}
                    decoding={first ? 'sync' : 'async'}
                    className="absolute inset-0 size-full object-cover"
                  />
                ) : (
                  <div className="absolute inset-0 bg-gradient-to-br from-primary to-secondary" />
                )}
                <div
                  aria-hidden="true"
                  className="absolute inset-0"
                  style={{
                    background:
                      slide.overlayColor ??
                      'linear-gradient(180deg, rgb(0 0 0 / 0.25) 0%, rgb(0 0 0 / 0.35) 45%, rgb(0 0 0 / 0.65) 100%)',
                  }}
                />
                <div className={cx('relative flex h-full items-center justify-center pb-8 text-center text-white sm:px-16', multiple ? 'px-12' : 'px-6')}>
                  <div className={cx('max-w-4xl', `hero-anim-${animation}`)} style={textStyle}>
                    {first ? (
                      <h1 className="text-balance font-display text-4xl font-semibold leading-[1.1] tracking-tight drop-shadow-md sm:text-5xl lg:text-6xl">
                        {slide.title}
                      </h1>
                    ) : (
                      <p className="text-balance font-display text-4xl font-semibold leading-[1.1] tracking-tight drop-shadow-md sm:text-5xl lg:text-6xl">
                        {slide.title}
                      </p>
                    )}
                    {slide.subtitle ? (
                      <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed opacity-95 drop-shadow sm:text-xl">
                        {slide.subtitle}
                      </p>
                    ) : null}
                    <SlideLink slide={slide} first={index === selected} />
                  </div>
                </div>
              </div>
            );
          })}
        </div>
      </div>

      {/* Arrows whenever there is more than one slide, phones too (spec 2: swiping alone is not discoverable). */}
      {multiple ? (
        <>
          <button
            type="button"
            onClick={previous}
            aria-label={t('hero.previous')}
            className="absolute left-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur transition hover:bg-black/50 sm:left-3 sm:size-12 lg:left-6"
          >
            <Icon path={mdiChevronLeft} size={30} />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label={t('hero.next')}
            className="absolute right-1 top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur transition hover:bg-black/50 sm:right-3 sm:size-12 lg:right-6"
          >
            <Icon path={mdiChevronRight} size={30} />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center">
            {slides.map((slide, index) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => show(index)}
                aria-label={t('hero.goTo', { number: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                className="group flex h-11 min-w-11 items-center justify-center"
              >
                <span
                  className={cx(
                    'block h-1.5 rounded-full transition-all duration-300',
                    index === selected ? 'w-8 bg-white' : 'w-2.5 bg-white/55 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t('hero.play') : t('hero.pause')}
            title={stopped ? t('hero.play') : t('hero.pause')}
            data-testid="hero-autoplay"
            className="absolute bottom-2 right-3 inline-flex size-11 items-center justify-center rounded-full bg-black/30 text-white backdrop-blur transition hover:bg-black/50 lg:right-6"
          >
            <Icon path={stopped ? mdiPlay : mdiPause} size={22} />
          </button>
        </>
      ) : null}
    </section>
  );
}
