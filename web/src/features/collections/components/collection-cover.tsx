import type { Collection } from '@atelier/contracts';
import { CardImageLink } from '@/components/catalog/card-links';

/** A home page collection card's cover, half the page wide from tablets up, linked to the collection. */
export function CollectionCover({ collection, className }: { collection: Collection; className: string }) {
  return (
    <CardImageLink
      to={`/collection/${collection.id}`}
      imageRef={collection.coverImageUrl}
      sizes="(min-width: 768px) 50vw, 100vw"
      className={className}
    />
  );
}
