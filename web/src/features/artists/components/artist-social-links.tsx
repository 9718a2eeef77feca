import type { Artist } from '@atelier/contracts';

const networks = [
  { key: 'instagramUrl', label: 'Instagram' },
  { key: 'twitterUrl', label: 'X' },
  { key: 'facebookUrl', label: 'Facebook' },
  { key: 'linkedinUrl', label: 'LinkedIn' },
  { key: 'websiteUrl', label: 'Website' },
] as const;

/** Only the networks the artist has set are shown (spec section 2). */
export function ArtistSocialLinks({ artist }: { artist: Artist }) {
  const links = networks.flatMap(({ key, label }) => (artist[key] ? [{ label, href: artist[key] }] : []));
  if (links.length === 0) return null;
  return (
    <ul aria-label={`${artist.name} online`} className="mt-8 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block border border-ink/25 px-4 py-2 text-[0.7rem] tracking-[0.2em] uppercase transition-colors hover:border-ink hover:bg-ink hover:text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass"
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
