type VideoEmbedProps = { embedUrl: string; title: string };

/** A 16:9 embedded video that loads only when scrolled near (loading="lazy"). */
export function VideoEmbed({ embedUrl, title }: VideoEmbedProps) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-ink">
      <iframe
        src={embedUrl}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}
