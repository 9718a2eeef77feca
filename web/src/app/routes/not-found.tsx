import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { useMarkHydrated } from '../lazy-route';

export function NotFoundRoute() {
  useMarkHydrated();
  return (
    <NotFoundMessage
      title="404 Page Not Found"
      text="The page you are looking for has moved or never existed."
    />
  );
}

/** Shared by the 404 route and the "not found" states of detail pages. */
export function NotFoundMessage({
  title,
  text,
  cta = 'Return Home',
}: {
  title: string;
  text?: string;
  cta?: string;
}) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-24 text-center">
      <title>{`${title} | Atelier`}</title>
      <h1 className="font-display text-5xl leading-tight sm:text-6xl">{title}</h1>
      {text && <p className="mt-5 text-ink/70">{text}</p>}
      <Link to="/" className={buttonClass('solid', 'mt-10')}>
        {cta}
      </Link>
    </div>
  );
}
