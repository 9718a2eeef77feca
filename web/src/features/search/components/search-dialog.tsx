import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SEARCH_MIN_LENGTH } from '@atelier/contracts';
import { useSearchProducts } from '../api/search-products';
import { useSearchUpcoming } from '../api/search-upcoming';
import { SearchListbox, optionHrefs, optionId, type SearchGroups } from './search-listbox';
import { SearchSuggestions } from './search-suggestions';

type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

const SEARCH_DEBOUNCE_MS = 250;

/**
 * 'Search Products' (spec section 2), loaded on first open so the home page does not carry it. The
 * field is a WAI-ARIA combobox over a grouped listbox: pieces, then upcoming items.
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = `${useId()}-results`;
  const navigate = useNavigate();

  const typed = text.trim();
  const query = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const pieces = useSearchProducts(query, open);
  const upcoming = useSearchUpcoming(query, open);
  const settling = typed !== query;
  // Upcoming items are extra: if their list fails, the pieces still show.
  const groups: SearchGroups | undefined =
    typed.length >= SEARCH_MIN_LENGTH && !settling && pieces.data && !upcoming.isPending
      ? { pieces: pieces.data, upcoming: upcoming.data ?? [] }
      : undefined;
  const hrefs = groups ? optionHrefs(groups) : [];
  // A refetch may shorten the list under the arrow keys.
  const activeIndex = active < hrefs.length ? active : -1;
  const activeId = activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    onOpenChange(false);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = hrefs.length - 1;
    // Keys that pick a character in an input method's composition are not ours.
    if (last < 0 || event.nativeEvent.isComposing) return;
    const moveTo = (index: number) => {
      event.preventDefault();
      setActive(index);
    };
    if (event.key === 'ArrowDown') moveTo(activeIndex >= last ? 0 : activeIndex + 1);
    else if (event.key === 'ArrowUp') moveTo(activeIndex <= 0 ? last : activeIndex - 1);
    // Home and End edit the text until the arrows have entered the list.
    else if (event.key === 'Home' && activeIndex >= 0) moveTo(0);
    else if (event.key === 'End' && activeIndex >= 0) moveTo(last);
    else if (event.key === 'Enter') {
      event.preventDefault();
      // Enter before choosing opens the best match.
      const href = hrefs[Math.max(activeIndex, 0)];
      close();
      void navigate(href);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          // Radix would focus the first control, Close; a search dialog opens ready to type.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          className="fixed top-4 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 flex-col bg-paper shadow-2xl sm:top-20"
        >
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
            Results appear as you type, from {SEARCH_MIN_LENGTH} characters. Use the up and down arrows to
            choose one and Enter to open it.
          </Dialog.Description>
          <div className="relative border-b border-ink/10 px-5 py-3">
            <Search aria-hidden className="absolute top-1/2 left-8 size-4 -translate-y-1/2 text-ink/50" />
            <input
              ref={inputRef}
              type="text"
              role="combobox"
              aria-label="Search products"
              aria-autocomplete="list"
              aria-expanded={hrefs.length > 0}
              aria-controls={hrefs.length > 0 ? listboxId : undefined}
              aria-activedescendant={activeId}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              placeholder="Search by product name, artist or category..."
              className="w-full border border-ink/20 bg-white py-3 pr-3 pl-10 text-base focus:outline-2 focus:outline-brass"
            />
          </div>
          <div className="min-h-24 overflow-y-auto px-2 py-3">
            <p
              role="status"
              className={clsx(
                groups && hrefs.length > 0 ? 'sr-only' : 'px-3 py-6 text-center text-sm text-ink/70',
              )}
            >
              {statusText({
                typed,
                query,
                groups,
                isError: pieces.isError && !pieces.isFetching && !settling,
              })}
            </p>
            {groups && hrefs.length > 0 && (
              <SearchListbox id={listboxId} groups={groups} activeIndex={activeIndex} onPick={close} />
            )}
            {groups && hrefs.length === 0 && <SearchSuggestions onPick={close} />}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type StatusInput = { typed: string; query: string; groups: SearchGroups | undefined; isError: boolean };

/** The line above the results (spec section 2's texts); with results, a count for screen readers. */
function statusText({ typed, query, groups, isError }: StatusInput): string {
  if (typed.length === 0) return '';
  if (typed.length < SEARCH_MIN_LENGTH) return 'Type at least 3 characters to search';
  if (!groups) return isError ? 'Search is unavailable right now. Please try again.' : 'Searching...';
  const { pieces, upcoming } = groups;
  if (pieces.length + upcoming.length === 0) return `No products found for "${query}"`;
  const counts = [count(pieces.length, 'piece'), count(upcoming.length, 'upcoming piece')];
  return `${counts.filter(Boolean).join(' and ')} found`;
}

const count = (n: number, noun: string) => (n === 0 ? '' : `${n} ${noun}${n === 1 ? '' : 's'}`);
