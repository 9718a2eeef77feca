import { type ReactNode, useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type OpenSeadragon from 'openseadragon';

/** What the lightbox's buttons and keys ask of the viewer. */
export type DeepZoomControls = {
  zoomBy: (factor: number) => void;
  /** Pans by a share of the visible width and height (0.2 = a fifth of the screen). */
  panBy: (x: number, y: number) => void;
  home: () => void;
};

type Props = {
  /** The image's manifest, `/uploads/<id>.dzi`. */
  source: string;
  alt: string;
  /** Today's enlarged image: shown while the viewer loads, and instead of it when there are no tiles. */
  fallback: ReactNode;
  controls: Ref<DeepZoomControls | null>;
  onZoomChange?: (zoom: number) => void;
  /** Ready (tiles shown) or not: the lightbox's keys pan and zoom only over tiles. */
  onReadyChange?: (ready: boolean) => void;
};

type State = 'loading' | 'ready' | 'fallback';

/**
 * A piece's image at full resolution, panned and zoomed with OpenSeadragon over its Deep Zoom tiles
 * (mouse wheel, drag, pinch on touch screens; the lightbox's buttons and keys through `controls`).
 * The library (~80 KB gzip) is loaded only here, when a zoomable image is opened. An image whose
 * manifest is missing (uploaded before tiles, or not an upload) or a viewer that fails to open shows
 * the fallback, the enlarged image.
 */
export function DeepZoomViewer({ source, alt, fallback, controls, onZoomChange, onReadyChange }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<OpenSeadragon.Viewer | null>(null);
  const library = useRef<typeof OpenSeadragon | null>(null);
  const [state, setState] = useState<State>('loading');
  const zoomChanged = useRef(onZoomChange);
  const readyChanged = useRef(onReadyChange);
  useEffect(() => {
    zoomChanged.current = onZoomChange;
    readyChanged.current = onReadyChange;
  });
  useEffect(() => readyChanged.current?.(state === 'ready'), [state]);

  useImperativeHandle(controls, () => ({
    zoomBy: (factor) => {
      const viewport = viewer.current?.viewport;
      if (!viewport) return;
      viewport.zoomBy(factor);
      viewport.applyConstraints();
    },
    panBy: (x, y) => {
      const viewport = viewer.current?.viewport;
      if (!viewport || !library.current) return;
      const bounds = viewport.getBounds();
      viewport.panBy(new library.current.Point(bounds.width * x, bounds.height * y));
      viewport.applyConstraints();
    },
    home: () => viewer.current?.viewport.goHome(),
  }));

  useEffect(() => {
    // One viewer per source (the lightbox keys it by its source): it starts 'loading'.
    let cancelled = false;
    (async () => {
      // Asked first: no tiles means no library to load at all.
      const manifest = await fetch(source).catch(() => null);
      if (cancelled) return;
      if (!manifest?.ok) return setState('fallback');
      const { default: OSD } = await import('openseadragon');
      if (cancelled || !host.current) return;
      library.current = OSD;
      const opened = OSD({
        element: host.current,
        tileSources: source,
        showNavigationControl: false,
        keyboardNavEnabled: false,
        visibilityRatio: 1,
        minZoomImageRatio: 1,
        maxZoomPixelRatio: 2,
        animationTime: 0.4,
        gestureSettingsTouch: { pinchToZoom: true, flickEnabled: true, dblClickToZoom: true },
        gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true, scrollToZoom: true },
      });
      viewer.current = opened;
      opened.addHandler('open', () => !cancelled && setState('ready'));
      opened.addHandler('open-failed', () => !cancelled && setState('fallback'));
      opened.addHandler('zoom', (event) => zoomChanged.current?.(event.zoom ?? opened.viewport.getZoom()));
    })().catch(() => !cancelled && setState('fallback'));
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [source]);

  return (
    <div className="relative flex h-full w-full items-center justify-center" data-deep-zoom={state}>
      {state !== 'ready' && fallback}
      {state !== 'fallback' && (
        <div
          ref={host}
          role="img"
          aria-label={`${alt}, zoomable: + and - zoom, the arrow keys pan`}
          data-testid="deep-zoom"
          className={state === 'ready' ? 'absolute inset-0 touch-none' : 'absolute inset-0 opacity-0'}
        />
      )}
    </div>
  );
}
