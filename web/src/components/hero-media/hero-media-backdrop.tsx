import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import type { HeroMediaType, HeroPlacement } from '@atelier/contracts';
import { useActiveHeroMedia } from '@/lib/api/get-active-hero-media';
import { imageSources } from '@/lib/image-ref';

/**
 * The active hero media as a layer behind a hero's text: a muted looping video or a cover image,
 * dimmed so the headline keeps its contrast. Fetched after the page renders, so the text never waits;
 * until the media has loaded, and when none is active or the read fails, nothing is drawn and the
 * hero keeps its own dark background (the spec's fallback).
 */
export function HeroMediaBackdrop({ placement }: { placement: HeroPlacement }) {
  const { data } = useActiveHeroMedia(placement);
  if (!data) return null;
  return <HeroMediaLayer key={data.mediaUrl} mediaUrl={data.mediaUrl} mediaType={data.mediaType} />;
}

// Visitors who ask for less motion get the video's first frame, still (WCAG 2.2.2).
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The layer is in the server-rendered HTML, so the browser may have loaded the media before React
 * attached onLoad/onLoadedData: once mounted, a media already loaded is shown at once. Playback
 * starts here too, not with an autoPlay attribute, because the server cannot know the visitor's
 * motion preference (an attribute that differs would break hydration).
 */
function useShowWhenLoaded(setShown: (shown: boolean) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video) {
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) setShown(true);
      if (!prefersReducedMotion()) video.play()?.catch(() => {}); // a refused autoplay leaves the first frame
    }
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setShown(true);
  }, [setShown]);
  return { videoRef, imageRef };
}

/**
 * True while the server renders and while the browser hydrates its HTML (the app marks the document
 * `data-hydrated` once it has, lazy-route.tsx): media that came with the page shows as it loads.
 * It is the home page's largest paint, which must not wait for the app's scripts (they load after
 * the page has painted, boot.ts). A layer the browser adds later (a visit within the app, the
 * admin's preview) fades in once loaded.
 */
const cameWithThePage = () =>
  typeof document === 'undefined' || document.documentElement.dataset.hydrated === undefined;

/** One media file, faded in once it can be shown unless it came with the page; also the admin form's live preview. */
export function HeroMediaLayer({ mediaUrl, mediaType }: { mediaUrl: string; mediaType: HeroMediaType }) {
  const [shown, setShown] = useState(cameWithThePage);
  const [failed, setFailed] = useState(false);
  const { videoRef, imageRef } = useShowWhenLoaded(setShown);
  if (failed) return null;
  const media = clsx(
    'absolute inset-0 size-full object-cover transition-opacity duration-700',
    shown ? 'opacity-100' : 'opacity-0',
  );
  const sources = mediaType === 'image' ? imageSources(mediaUrl) : null;
  return (
    <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden">
      {mediaType === 'video' ? (
        <video
          ref={videoRef}
          className={media}
          src={mediaUrl}
          loop
          muted
          playsInline
          preload="auto"
          onLoadedData={() => setShown(true)}
          onError={() => setFailed(true)}
        />
      ) : (
        <img
          ref={imageRef}
          className={media}
          src={sources?.src ?? mediaUrl}
          srcSet={sources?.srcSet}
          sizes="100vw"
          alt=""
          decoding="async"
          onLoad={() => setShown(true)}
          onError={() => setFailed(true)}
        />
      )}
      <div
        className={clsx('absolute inset-0 bg-ink/60 transition-opacity', shown ? 'opacity-100' : 'opacity-0')}
      />
    </div>
  );
}
