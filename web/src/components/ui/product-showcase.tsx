import { VideoEmbed } from './video-embed';

/** The 'Product Showcase' video section of a product or sneak-peek page. */
export function ProductShowcase({ embedUrl, pieceName }: { embedUrl: string; pieceName: string }) {
  return (
    <section aria-labelledby="product-showcase" className="mt-20">
      <h2 id="product-showcase" className="mb-8 text-center font-display text-4xl">
        Product Showcase
      </h2>
      <div className="mx-auto max-w-4xl">
        <VideoEmbed embedUrl={embedUrl} title={`${pieceName}: product showcase video`} />
      </div>
    </section>
  );
}
