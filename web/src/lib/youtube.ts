// Spec section 5: watch-page, short-link and embed URLs all become the embed form. The
// privacy-enhanced domain sets no cookies until the visitor plays the video.
const EMBED_ORIGIN = 'https://www.youtube-nocookie.com/embed/';
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

export type VideoIdRule = 'any' | 'exactly-11';

/** The video id of a YouTube link, or null when the link is not one we can embed. */
export function youtubeVideoId(url: string | null | undefined, rule: VideoIdRule = 'any'): string | null {
  if (!url?.trim()) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parsed.pathname === '/watch') id = parsed.searchParams.get('v');
    else {
      const [, kind, value] = parsed.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'v') id = value ?? null;
    }
  }
  if (!id || !ID_PATTERN.test(id)) return null;
  // The coming-soon page only accepts ids of exactly 11 characters (spec section 2).
  if (rule === 'exactly-11' && id.length !== 11) return null;
  return id;
}

export function youtubeEmbedUrl(url: string | null | undefined, rule: VideoIdRule = 'any'): string | null {
  const id = youtubeVideoId(url, rule);
  return id ? `${EMBED_ORIGIN}${id}` : null;
}
