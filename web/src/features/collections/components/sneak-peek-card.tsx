import { Link } from 'react-router';
import type { Collection } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { CardTitle } from '@/components/catalog/card-links';
import { seasonLabel } from '@/lib/collection-visibility';
import { formatDate, pluralize } from '@/lib/format';
import { CollectionCover } from './collection-cover';

type SneakPeekCardProps = { collection: Collection; previewCount: number };

export function SneakPeekCard({ collection, previewCount }: SneakPeekCardProps) {
  const titleId = `sneak-peek-${collection.id}`;
  const href = `/collection/${collection.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col">
      <div className="relative overflow-hidden">
        <CollectionCover collection={collection} className="aspect-[4/3] w-full opacity-90" />
        <span className="absolute top-4 right-4 bg-brass-500 px-3 py-1.5 text-[0.65rem] font-semibold tracking-[0.2em] text-ink uppercase">
          {previewCount} {pluralize(previewCount, 'Preview', 'Previews')}
        </span>
      </div>
      <p className="mt-6 text-[0.7rem] tracking-[0.3em] text-brass-300 uppercase">
        {seasonLabel(collection)}
      </p>
      <CardTitle id={titleId} to={href} className="mt-2 font-display text-4xl leading-tight">
        {collection.name}
      </CardTitle>
      <p className="mt-4 flex-1 leading-relaxed text-paper/70">{collection.description}</p>
      <p className="mt-5 text-sm text-paper/85">Expected: {formatDate(collection.releaseDate)}</p>
      <Link to={href} aria-describedby={titleId} className={buttonClass('ghostLight', 'mt-7 self-start')}>
        View Collection Preview
      </Link>
    </article>
  );
}
