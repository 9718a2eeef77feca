import { Link } from 'react-router';
import type { ComingSoonItem } from '@atelier/contracts';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { formatDate, formatPrice } from '@/lib/format';

export function ComingSoonCard({ item }: { item: ComingSoonItem }) {
  return (
    <Link
      to={`/coming-soon/${item.id}`}
      className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass"
    >
      <article>
        <div className="relative overflow-hidden bg-stone">
          <ResponsiveImage
            imageRef={item.imageUrls[0]}
            alt={item.name}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/5] w-full grayscale-[35%] transition duration-700 group-hover:scale-[1.03] group-hover:grayscale-0"
          />
          <span className="absolute top-3 left-3 bg-ink px-2.5 py-1 text-[0.6rem] font-medium tracking-[0.22em] text-paper uppercase">
            Coming Soon
          </span>
        </div>
        <h3 className="mt-5 font-display text-2xl leading-snug">{item.name}</h3>
        <dl className="mt-2 space-y-1 text-sm text-ink/75">
          <div className="flex gap-2">
            <dt>Estimated price:</dt>
            <dd>{formatPrice(item.estimatedPrice)}</dd>
          </div>
          <div className="flex gap-2">
            <dt>Expected:</dt>
            <dd>{formatDate(item.estimatedReleaseDate)}</dd>
          </div>
        </dl>
      </article>
    </Link>
  );
}
