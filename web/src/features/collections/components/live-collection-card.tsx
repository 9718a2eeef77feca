import clsx from 'clsx';
import { Link } from 'react-router';
import type { Collection } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { CardTitle } from '@/components/catalog/card-links';
import { seasonLabel } from '@/lib/collection-visibility';
import { formatDate, isFuture } from '@/lib/format';
import { CollectionCover } from './collection-cover';

type LiveCollectionCardProps = {
  collection: Collection;
  pieceCount: number;
  reversed: boolean;
};

export function LiveCollectionCard({ collection, pieceCount, reversed }: LiveCollectionCardProps) {
  const href = `/collection/${collection.id}`;
  return (
    <article
      aria-labelledby={`collection-${collection.id}`}
      className="grid items-center gap-8 md:grid-cols-2 md:gap-16"
    >
      <div className={clsx('relative overflow-hidden', reversed && 'md:order-2')}>
        <CollectionCover
          collection={collection}
          className="aspect-[4/3] w-full transition-transform duration-700 hover:scale-[1.02]"
        />
        <span className="absolute top-4 left-4 bg-paper/95 px-3 py-1.5 text-[0.65rem] font-medium tracking-[0.25em] text-ink uppercase">
          {seasonLabel(collection)}
        </span>
      </div>
      <div className="max-w-xl">
        <CardTitle
          id={`collection-${collection.id}`}
          to={href}
          className="font-display text-4xl leading-tight md:text-5xl"
        >
          {collection.name}
        </CardTitle>
        <p className="mt-5 leading-relaxed text-ink/75">{collection.description}</p>
        <dl className="mt-8 grid grid-cols-2 gap-6 border-y border-ink/10 py-5 text-sm">
          <div>
            <dt className="text-[0.65rem] tracking-[0.25em] text-ink/70 uppercase">
              {isFuture(collection.releaseDate) ? 'Releases' : 'Released'}
            </dt>
            <dd className="mt-1">{formatDate(collection.releaseDate)}</dd>
          </div>
          <div>
            <dt className="text-[0.65rem] tracking-[0.25em] text-ink/70 uppercase">Edition</dt>
            <dd className="mt-1 text-brass-700">{pieceCount} Limited Pieces Available</dd>
          </div>
        </dl>
        <Link
          to={href}
          aria-describedby={`collection-${collection.id}`}
          className={buttonClass('solid', 'mt-8')}
        >
          Explore Collection
        </Link>
      </div>
    </article>
  );
}
