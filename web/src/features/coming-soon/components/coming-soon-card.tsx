import type { ComingSoonItem } from '@atelier/contracts';
import { LikeButton } from '@/components/catalog/like-button';
import { CardPicture, CardTitle } from '@/components/catalog/card-links';
import { formatDate, formatPrice } from '@/lib/format';
import { InlineNotifyForm } from './inline-notify-form';

type ComingSoonCardProps = { item: ComingSoonItem; notify?: boolean };

export function ComingSoonCard({ item, notify = true }: ComingSoonCardProps) {
  const href = `/coming-soon/${item.id}`;
  const titleId = `coming-soon-card-${item.id}`;
  return (
    <article aria-labelledby={titleId} className="group">
      <CardPicture
        to={href}
        imageRef={item.imageUrls[0]}
        className="grayscale-[35%] transition duration-700 group-hover:scale-[1.03] group-hover:grayscale-0"
      >
        <span className="absolute top-3 left-3 bg-ink px-2.5 py-1 text-[0.6rem] font-medium tracking-[0.22em] text-paper uppercase">
          Coming Soon
        </span>
        <LikeButton kind="coming-soon" piece={item} className="absolute top-3 right-3" />
      </CardPicture>
      <CardTitle id={titleId} to={href} className="mt-5 font-display text-2xl leading-snug">
        {item.name}
      </CardTitle>
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
      {notify && <InlineNotifyForm itemId={item.id} itemName={item.name} />}
    </article>
  );
}
