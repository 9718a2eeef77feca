import { env } from '@/config/env';
import { LinkList } from './link-list';
import { Logo } from './logo';
import { footerLinks, houseLinks } from './nav-links';

const footerLinkClass =
  'text-sm text-paper/70 transition-colors hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass';

export function SiteFooter() {
  return (
    <footer className="bg-ink px-5 text-paper sm:px-8">
      <div className="mx-auto grid max-w-7xl gap-12 py-16 sm:grid-cols-2 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="max-w-sm sm:col-span-2 md:col-span-1">
          <Logo tone="paper" />
          <p className="mt-5 font-display text-xl leading-snug text-paper/80 italic">
            Furniture as art. One-of-a-kind pieces made with the artists who imagine them.
          </p>
          {/* The house's own accounts, from configuration (VITE_SOCIAL_*); none shown when unset. */}
          {env.socialLinks.length > 0 && (
            <ul aria-label="Social media" className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
              {env.socialLinks.map((link) => (
                <li key={link.label}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className={footerLinkClass}>
                    {link.label}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <FooterLinks label="Quick Links" ariaLabel="Quick links" links={footerLinks} />
        <FooterLinks label="The House" ariaLabel="The house" links={houseLinks} />
        <div>
          <h2 className="text-[0.7rem] tracking-[0.25em] text-brass-300 uppercase">Contact</h2>
          <a href={`mailto:${env.contactEmail}`} className={`${footerLinkClass} mt-5 inline-block break-all`}>
            {env.contactEmail}
          </a>
        </div>
      </div>
      <div className="mx-auto max-w-7xl border-t border-paper/10">
        <p className="py-6 text-xs tracking-wide text-paper/60">
          © {new Date().getFullYear()} Atelier. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

/** One titled column of the footer's links. */
function FooterLinks({
  label,
  ariaLabel,
  links,
}: {
  label: string;
  ariaLabel: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={ariaLabel}>
      <h2 className="text-[0.7rem] tracking-[0.25em] text-brass-300 uppercase">{label}</h2>
      <LinkList links={links} className="mt-5 space-y-3" linkClassName={footerLinkClass} />
    </nav>
  );
}
