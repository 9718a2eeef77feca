import type { ReactNode } from 'react';
import { LinkList } from '@/components/layout/link-list';
import { houseLinks, type HouseLinkPath } from '@/components/layout/nav-links';
import { env } from '@/config/env';

/**
 * The frame of every house page (shipping, returns, privacy, terms, FAQ): its title and meta
 * description (React hoists both into <head>, on the server too), an editorial header, the page's
 * sections, and links to the other house pages so a reader can move on without the footer.
 */
export function HousePage({
  path,
  eyebrow,
  description,
  intro,
  updated,
  children,
}: {
  path: HouseLinkPath;
  eyebrow: string;
  /** The meta description: what a search result shows, one or two sentences. */
  description: string;
  intro: ReactNode;
  /** When the text last changed, for policies a reader may need to date. */
  updated?: string;
  children: ReactNode;
}) {
  const title = houseLinks.find((link) => link.to === path)!.label;
  const others = houseLinks.filter((link) => link.to !== path);
  return (
    <article className="px-5 py-16 sm:px-8 md:py-24">
      <title>{`${title} | Atelier`}</title>
      <meta name="description" content={description} />
      <div className="mx-auto max-w-3xl">
        <header>
          <p className="text-[0.7rem] tracking-[0.35em] text-brass-700 uppercase">{eyebrow}</p>
          <h1 className="mt-4 font-display text-5xl leading-tight sm:text-6xl">{title}</h1>
          <div className="mt-6 max-w-2xl space-y-4 text-lg leading-relaxed text-ink/75">{intro}</div>
          {updated && <p className="mt-6 text-sm text-ink/60">Last updated {updated}</p>}
        </header>
        <div className="mt-14 space-y-14">{children}</div>
        <nav aria-label="More from the house" className="mt-20 border-t border-ink/10 pt-10">
          <h2 className="text-[0.7rem] tracking-[0.25em] text-brass-700 uppercase">More from the house</h2>
          <LinkList
            links={others}
            className="mt-5 flex flex-wrap gap-x-8 gap-y-3"
            linkClassName={textLinkClass}
          />
        </nav>
      </div>
    </article>
  );
}

/** One titled part of a house page; its id lets other pages link straight to it. */
export function HouseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="font-display text-3xl leading-snug sm:text-4xl">
        {title}
      </h2>
      <div className="mt-5 space-y-4 leading-relaxed text-ink/80 [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

/** An inline link inside the copy: underlined, so it is not told apart by colour alone. */
export const textLinkClass =
  'underline decoration-brass underline-offset-4 transition-colors hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass';

/** The house's contact address as a link, as every house page gives it. */
export function ContactEmailLink() {
  return (
    <a href={`mailto:${env.contactEmail}`} className={textLinkClass}>
      {env.contactEmail}
    </a>
  );
}
