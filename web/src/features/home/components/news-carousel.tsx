import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { CAROUSEL_INTERVAL_MS } from '@beceri/domain/constants';
import { useTranslation } from 'react-i18next';

const slides = [
  { key: 'lab', src: '/images/carousel-1.svg' },
  { key: 'iot', src: '/images/carousel-2.svg' },
  { key: 'security', src: '/images/carousel-3.svg' },
  { key: 'internship', src: '/images/carousel-4.svg' },
  { key: 'seminar', src: '/images/carousel-5.svg' },
] as const;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const control =
  'flex size-10 items-center justify-center rounded-full bg-white/90 text-brand-900 shadow hover:bg-white focus-visible:bg-white';

/**
 * Five pictures that move on every 2 s and open /haberler. Hover or keyboard focus pauses it,
 * a button stops it for good, and with reduced motion it does not start by itself.
 */
export function NewsCarousel() {
  const { t } = useTranslation('home', { useSuspense: true });
  // The preference lives in the browser: read after the first render, which the server's and the hydrating one share.
  const [reduced, setReduced] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  useEffect(() => {
    if (!prefersReducedMotion()) return;
    setReduced(true);
    setUserPaused(true);
  }, []);
  const [selected, setSelected] = useState(0);
  const interacting = useRef({ hover: false, focus: false });
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: reduced ? 0 : 25 }, [
    Autoplay({ delay: CAROUSEL_INTERVAL_MS, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
  ]);

  const sync = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    const { hover, focus } = interacting.current;
    if (userPaused || hover || focus) autoplay.stop();
    else autoplay.play();
  }, [emblaApi, userPaused]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on('select', onSelect);
    return () => void emblaApi.off('select', onSelect);
  }, [emblaApi]);
  useEffect(sync, [sync]);

  const setInteracting = (key: 'hover' | 'focus', value: boolean) => {
    interacting.current[key] = value;
    sync();
  };
  const running = !userPaused;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative overflow-hidden rounded-xl bg-brand-900 shadow-md"
      onMouseEnter={() => setInteracting('hover', true)}
      onMouseLeave={() => setInteracting('hover', false)}
      onFocus={() => setInteracting('focus', true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setInteracting('focus', false);
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div className="flex" aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const alt = t(`carousel.slides.${slide.key}`);
            return (
              <div
                key={slide.src}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={t('carousel.slideOf', { n: i + 1, total: slides.length })}
                data-selected={i === selected ? 'true' : undefined}
              >
                <Link
                  to="/haberler"
                  aria-label={t('carousel.openNews', { alt })}
                  tabIndex={i === selected ? 0 : -1}
                  className="block"
                >
                  <img
                    src={slide.src}
                    alt={alt}
                    width={800}
                    height={450}
                    loading={i === 0 ? 'eager' : 'lazy'}
                    className="aspect-video h-auto w-full object-cover"
                  />
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
        <button
          type="button"
          className={control}
          aria-label={t('carousel.prev')}
          onClick={() => emblaApi?.scrollPrev()}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          className={control}
          aria-label={running ? t('carousel.pause') : t('carousel.play')}
          aria-pressed={!running}
          onClick={() => setUserPaused((p) => !p)}
        >
          {running ? <Pause className="size-5" aria-hidden="true" /> : <Play className="size-5" aria-hidden="true" />}
        </button>
        <span className="rounded-full bg-white/90 px-3 py-1 text-sm font-medium text-brand-900">
          {t('carousel.slideOf', { n: selected + 1, total: slides.length })}
        </span>
        <button
          type="button"
          className={control}
          aria-label={t('carousel.next')}
          onClick={() => emblaApi?.scrollNext()}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
