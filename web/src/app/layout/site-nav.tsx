import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Menu, Search, UserRound, X } from 'lucide-react';
import { LinkList } from '@/components/layout/link-list';
import { Logo } from '@/components/layout/logo';
import { primaryLinks } from '@/components/layout/nav-links';
import { CartNavLink } from '@/features/cart/components/cart-nav-link';

// The dialog (and Radix Dialog with it) loads on the first click, not with the home page.
const SearchDialog = lazy(() =>
  import('@/features/search/components/search-dialog').then((m) => ({ default: m.SearchDialog })),
);

const linkClass =
  'text-[0.7rem] font-medium tracking-[0.22em] uppercase text-ink/80 transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brass';

export function SiteNav() {
  const [open, setOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchLoaded, setSearchLoaded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (including a hash change on the home page) closes the mobile menu. Adjusting
  // state while rendering avoids an effect-driven second render.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    // The open menu covers the page: the page behind it must not scroll.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    <header className="sticky top-0 z-50 border-b border-ink/10 bg-paper/90 px-5 backdrop-blur sm:px-8">
      <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center justify-between">
        <Logo />
        <LinkList
          links={primaryLinks}
          className="hidden items-center gap-9 lg:flex"
          linkClassName={linkClass}
        />
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label="Search products"
            aria-haspopup="dialog"
            onClick={() => {
              setSearchLoaded(true);
              setSearchOpen(true);
            }}
            className="p-2 text-ink hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-brass"
          >
            <Search className="size-5" strokeWidth={1.5} aria-hidden />
          </button>
          {/* A collector's account (issue 34); in the menu below a wide screen. */}
          <Link
            to="/account"
            className="hidden items-center gap-2 p-2 text-ink hover:text-brass-700 focus-visible:outline-2 focus-visible:outline-brass lg:inline-flex"
          >
            <UserRound className="size-5" strokeWidth={1.5} aria-hidden />
            <span className="text-[0.7rem] font-medium tracking-[0.22em] uppercase">Account</span>
          </Link>
          <CartNavLink />
          <button
            ref={toggleRef}
            type="button"
            className="p-2 text-ink focus-visible:outline-2 focus-visible:outline-brass lg:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X className="size-6" strokeWidth={1.5} aria-hidden />
            ) : (
              <Menu className="size-6" strokeWidth={1.5} aria-hidden />
            )}
          </button>
        </div>
      </nav>
      {open && (
        // A tap anywhere outside the menu (on the dimmed page) closes it. Absolute, not fixed: the
        // header's backdrop-filter makes it the containing block of fixed descendants.
        <div
          aria-hidden
          data-testid="menu-backdrop"
          onClick={() => setOpen(false)}
          className="absolute inset-x-0 top-full h-[100dvh] bg-ink/50 lg:hidden"
        />
      )}
      <div
        id={menuId}
        hidden={!open}
        // Drops over the page (not pushing it down) so the dimmed page below reads as "tap to close".
        className="absolute inset-x-0 top-full border-y border-ink/10 bg-paper px-5 shadow-lg sm:px-8 lg:hidden"
      >
        <LinkList
          links={primaryLinks}
          className="mx-auto flex max-w-7xl flex-col py-4"
          linkClassName={`${linkClass} block py-3`}
          onFollow={() => setOpen(false)}
        />
        <div className="mx-auto max-w-7xl border-t border-ink/10 py-4">
          <Link to="/account" onClick={() => setOpen(false)} className={`${linkClass} block py-3`}>
            Account
          </Link>
        </div>
      </div>
      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
    </header>
  );
}
