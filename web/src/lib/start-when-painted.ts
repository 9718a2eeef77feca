/** What a shopper does that needs the page's scripts now rather than later. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `start` (loading the app's scripts and hydrating) once the server-rendered page has painted
 * with its images and fonts: after the window's `load` and the frame that follows it, or at the
 * shopper's first press, key or touch if that comes sooner. On a slow line the hydration scripts
 * (~100 KB) would otherwise share the bandwidth with the page's largest image and its fonts, and
 * their evaluation the main thread with its first paint, while the page they hydrate is already on
 * screen: links work without them, and a press starts them at once. A page the server did not
 * render (the admin, or a failed render) has nothing to show without them, and a hidden tab has
 * nothing to paint: both start at once. Hand-written: the browser offers no "after the largest
 * paint" hook, and this is three listeners.
 */
export function startWhenPainted(start: () => void, doc: Document = document): void {
  const win = doc.defaultView ?? window;
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTIONS) win.removeEventListener(type, run, true);
    doc.removeEventListener('visibilitychange', runIfHidden);
    start();
  };
  const runIfHidden = () => {
    if (doc.visibilityState === 'hidden') run();
  };
  if (!doc.getElementById('root')?.firstElementChild || doc.visibilityState === 'hidden') return run();
  for (const type of INTERACTIONS) win.addEventListener(type, run, { capture: true, passive: true });
  // A tab hidden before the next frame would wait for it until shown: start it then instead.
  doc.addEventListener('visibilitychange', runIfHidden);
  // The callback of the frame after `load` runs before that frame paints; the timeout after it.
  const afterNextFrame = () => win.requestAnimationFrame(() => win.setTimeout(run, 0));
  if (doc.readyState === 'complete') afterNextFrame();
  else win.addEventListener('load', afterNextFrame, { once: true });
}
