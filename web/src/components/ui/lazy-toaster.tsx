import { Suspense, lazy } from 'react';
import { useToast } from './use-toast';

// Radix Toast is ~13 KB gzip that no first paint needs: it loads with the first toast shown.
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
