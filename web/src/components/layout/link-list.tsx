import { Link } from 'react-router';

type LinkListProps = {
  links: ReadonlyArray<{ to: string; label: string }>;
  className: string;
  linkClassName: string;
  /** Runs when a link is followed (the mobile menu closes itself). */
  onFollow?: () => void;
};

/** A list of site links (nav-links.ts), one item each, styled by where it stands. */
export function LinkList({ links, className, linkClassName, onFollow }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName} onClick={onFollow}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
