import type { HeroPlacement } from '@atelier/contracts';
import { HeroMediaForm } from './hero-media-form';
import { HeroMediaList } from './hero-media-list';
import { heroMediaTexts } from './hero-media-texts';

/** The Hero Media or Story Hero Media section: the add form with its preview, then the list. */
export function HeroMediaManagement({
  placement,
  csrfToken,
}: {
  placement: HeroPlacement;
  csrfToken: string;
}) {
  const { heading } = heroMediaTexts(placement);
  const headingId = `${placement}-hero-media-management`;
  return (
    <section aria-labelledby={headingId} className="space-y-8">
      <h2 id={headingId} className="font-display text-4xl">
        {heading}
      </h2>
      <HeroMediaForm placement={placement} csrfToken={csrfToken} />
      <HeroMediaList placement={placement} csrfToken={csrfToken} />
    </section>
  );
}
