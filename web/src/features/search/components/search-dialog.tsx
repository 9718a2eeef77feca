import { useState } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Search, X } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_MIN_LENGTH } from '@atelier/contracts';
import { useSearchProducts } from '../api/search-products';

type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const SEARCH_DEBOUNCE_MS = 250;

/** 'Search Products' (spec section 2), loaded on first open so the home page does not carry it. */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const [text, setText] = useState('');
  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const results = useSearchProducts(query, open);
  const settling = typed !== query;

  const close = () => {
    onOpenChange(false);
    setText('');
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 flex-col bg-paper shadow-2xl sm:top-20">
          <div className="flex items-center justify-between border-b border-ink/10 px-5 py-4">
            <Dialog.Title className="font-display text-2xl">Search Products</Dialog.Title>
            <Dialog.Close
              aria-label="Close search"
              className="p-2 focus-visible:outline-2 focus-visible:outline-brass"
            >
              <X aria-hidden className="size-5" strokeWidth={1.5} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Results appear as you type, from {SEARCH_MIN_LENGTH} characters.
          </Dialog.Description>
          <div className="relative border-b border-ink/10 px-5 py-3">
            <Search aria-hidden className="absolute top-1/2 left-8 size-4 -translate-y-1/2 text-ink/50" />
            <input
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search by product name, artist or category..."
              aria-label="Search products"
              className="w-full border border-ink/20 bg-white py-3 pr-3 pl-10 text-base focus:outline-2 focus:outline-brass"
            />
          </div>
          <div aria-live="polite" className="min-h-24 overflow-y-auto px-2 py-3">
            <SearchBody
              typed={typed}
              query={query}
              pending={settling || results.isFetching}
              isError={results.isError}
              results={results.data}
              onPick={close}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type SearchBodyProps = {
  typed: string;
  query: string;
  pending: boolean;
  isError: boolean;
  results: ReturnType<typeof useSearchProducts>['data'];
  onPick: () => void;
};

const note = 'px-3 py-6 text-center text-sm text-ink/70';

function SearchBody({ typed, query, pending, isError, results, onPick }: SearchBodyProps) {
  if (typed.length === 0) return null;
  if (typed.length < SEARCH_MIN_LENGTH) return <p className={note}>Type at least 3 characters to search</p>;
  if (pending || !results) {
    if (isError && !pending)
      return <p className={note}>Search is unavailable right now. Please try again.</p>;
    return <p className={note}>Searching...</p>;
  }
  if (results.length === 0) return <p className={note}>No products found for "{query}"</p>;
  return (
    <ul aria-label="Search results">
      {results.map((result) => (
        <li key={result.id}>
          <Link
            to={`/product/${result.id}`}
            onClick={onPick}
            className="flex items-center gap-4 px-3 py-3 hover:bg-stone focus-visible:bg-stone focus-visible:outline-2 focus-visible:outline-brass"
          >
            <ResponsiveImage
              imageRef={result.imageUrls[0]}
              alt=""
              sizes="4rem"
              className="size-16 shrink-0"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-display text-xl">{result.name}</span>
              <span className="block text-xs text-ink/65">
                <span className="capitalize">{result.category}</span> · by{' '}
                {result.artist?.name ?? 'Unknown Artist'}
              </span>
            </span>
            {/* Spec section 9: search rows show a dollar sign plus the raw price. */}
            <span className="shrink-0 text-sm">${result.price}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
