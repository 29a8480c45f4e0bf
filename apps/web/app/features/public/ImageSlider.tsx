import { SLIDER, type AboutImage } from '@app/contract';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { UploadedPhoto } from '../../ui/UploadedPhoto';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The about-page image slider (public-site.md §2): auto-advances every 2 s, pauses for 3 s after
 * any user action (and while hovered or focused), drags with a quarter-slide-width threshold,
 * arrows and dots. Slide width is a share of the container that grows as the screen narrows.
 * Disabled images are never shown.
 */
export function ImageSlider({ images, label }: { images: AboutImage[]; label: string }) {
  const slides = images.filter((image) => !image.disabled);
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [metrics, setMetrics] = useState({ slide: 0, maxOffset: 0 });
  const [drag, setDrag] = useState<{ startX: number; dx: number; id: number } | null>(null);
  const pausedUntil = useRef(0);
  const hovering = useRef(false);

  const measure = useCallback(() => {
    const first = track.current?.firstElementChild as HTMLElement | null;
    if (!first || !viewport.current || !track.current) return;
    setMetrics({ slide: first.offsetWidth, maxOffset: Math.max(0, track.current.scrollWidth - viewport.current.clientWidth) });
  }, []);

  useIsomorphicLayoutEffect(() => {
    measure();
    const observer = new ResizeObserver(measure);
    if (viewport.current) observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [measure, slides.length]);

  // The last index whose slide still moves the track: the end never shows empty space.
  const lastIndex = metrics.slide ? Math.min(slides.length - 1, Math.ceil(metrics.maxOffset / metrics.slide - 0.01)) : slides.length - 1;
  const current = Math.min(index, Math.max(0, lastIndex));

  const userAction = () => {
    pausedUntil.current = Date.now() + SLIDER.resumePauseMs;
  };
  const goTo = (next: number) => {
    const count = lastIndex + 1;
    setIndex(((next % count) + count) % count);
  };

  useEffect(() => {
    if (slides.length < 2 || lastIndex < 1) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      if (hovering.current || Date.now() < pausedUntil.current) return;
      setIndex((i) => (i >= lastIndex ? 0 : i + 1));
    }, SLIDER.autoAdvanceMs);
    return () => clearInterval(timer);
  }, [slides.length, lastIndex]);

  if (slides.length === 0) return null;

  const offset = Math.min(current * metrics.slide, metrics.maxOffset) - (drag?.dx ?? 0);

  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    userAction();
    setDrag({ startX: event.clientX, dx: 0, id: event.pointerId });
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent) => {
    if (!drag || drag.id !== event.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.startX });
  };
  const onPointerEnd = () => {
    if (!drag) return;
    userAction();
    const threshold = metrics.slide * SLIDER.swipeThreshold;
    if (drag.dx <= -threshold) goTo(current + 1);
    else if (drag.dx >= threshold) goTo(current - 1);
    setDrag(null);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => (hovering.current = true)}
      onMouseLeave={() => (hovering.current = false)}
      onFocus={() => (hovering.current = true)}
      onBlur={() => (hovering.current = false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') {
          userAction();
          goTo(current + 1);
        } else if (event.key === 'ArrowLeft') {
          userAction();
          goTo(current - 1);
        }
      }}
    >
      <div
        ref={viewport}
        className="cursor-grab touch-pan-y select-none overflow-hidden active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          ref={track}
          aria-live="off"
          className={clsx('flex', !drag && 'transition-transform duration-500 ease-out motion-reduce:transition-none')}
          style={{ transform: `translate3d(${-offset}px, 0, 0)` }}
          data-testid="slider-track"
          data-index={current}
        >
          {slides.map((image, i) => (
            <div
              key={image._id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className="w-full shrink-0 px-2 min-[350px]:w-1/2 min-[576px]:w-[48%] min-[768px]:w-[46%] min-[900px]:w-[42%] min-[1024px]:w-[40%] min-[1200px]:w-[38%] min-[1351px]:w-[35%]"
            >
              <figure className="overflow-hidden rounded-2xl bg-forest-100">
                {/* Lazy, every slide: the slider is never on a first screen, and eager photos were fetched with the fonts before the largest text painted. */}
                <UploadedPhoto
                  src={image.image}
                  frame="photo"
                  sizes="(min-width: 1351px) 35vw, (min-width: 768px) 46vw, (min-width: 350px) 50vw, 100vw"
                  alt={image.title}
                  draggable={false}
                />
                {/* The title is already the image's alt text: shown, not read twice. */}
                {image.title && (
                  <figcaption aria-hidden="true" className="bg-white px-4 py-3 text-sm font-medium text-forest-900">
                    {image.title}
                  </figcaption>
                )}
              </figure>
            </div>
          ))}
        </div>
      </div>

      {lastIndex > 0 && (
        <div className="mt-6 flex items-center justify-between gap-4 px-2">
          <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Choose slide">
            {Array.from({ length: lastIndex + 1 }, (_, i) => (
              <button
                key={i}
                type="button"
                onClick={() => {
                  userAction();
                  goTo(i);
                }}
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className="group inline-flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  className={clsx(
                    'block h-2 rounded-full transition-all',
                    i === current ? 'w-6 bg-forest-700' : 'w-2 bg-forest-900/25 group-hover:bg-forest-900/50',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => {
                userAction();
                goTo(current - 1);
              }}
              aria-label="Previous slide"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-forest-900/15 bg-white text-forest-800 shadow-sm hover:bg-forest-50"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => {
                userAction();
                goTo(current + 1);
              }}
              aria-label="Next slide"
              className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-forest-900/15 bg-white text-forest-800 shadow-sm hover:bg-forest-50"
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
