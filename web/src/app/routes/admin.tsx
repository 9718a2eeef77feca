import { useSession } from '@/features/auth/api/get-session';
import { LoginForm } from '@/features/auth/components/login-form';
import { AdminDashboard, type AdminSection } from '@/features/auth/components/admin-dashboard';
import { CollectionsManagement } from '@/features/collections-admin/components/collections-management';
import { ArtistsManagement } from '@/features/artists-admin/components/artists-management';
import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { statsQueryKey } from '@/lib/api/get-stats';
import { QuickStats } from '@/features/admin-stats/components/quick-stats';
import { ProductsManagement } from '@/features/products-admin/components/products-management';
import { HeroMediaManagement } from '@/features/hero-media-admin/components/hero-media-management';
import { SneakPeekManagement } from '@/features/sneak-peek-admin/components/sneak-peek-management';
import { CustomOrdersManagement } from '@/features/custom-orders-admin/components/custom-orders-management';
import { UnreadOrdersBadge } from '@/features/custom-orders-admin/components/unread-orders-badge';
import { PhoneNumbersManagement } from '@/features/phone-numbers-admin/components/phone-numbers-management';
import { OrdersManagement } from '@/features/orders-admin/components/orders-management';
import { AuctionsManagement } from '@/features/auctions/components/auctions-management';
import { DrawnReleasesManagement } from '@/features/drawn-releases/components/drawn-releases-management';
import { MailsManagement } from '@/features/mails-admin/components/mails-management';
import { OffersManagement } from '@/features/offers-admin/components/offers-management';

// Reports bring a chart library: their own chunk, loaded when the owner opens them.
const ReportsManagement = lazy(() =>
  import('@/features/reports-admin/components/reports-management').then((m) => ({
    default: m.ReportsManagement,
  })),
);

/**
 * The dashboard's sections, in the spec's menu order (Products, Sneak Peek, Collections, Artists,
 * Custom Orders, Phone Numbers, Hero Media, Story Hero Media; Orders and Auctions beyond the spec). The first
 * one is the default section.
 */
function adminSections(csrfToken: string, refreshStats: () => void): AdminSection[] {
  return [
    { id: 'products', label: 'Products', render: () => <ProductsManagement csrfToken={csrfToken} /> },
    {
      id: 'sneak-peek',
      label: 'Sneak Peek',
      render: () => <SneakPeekManagement csrfToken={csrfToken} />,
    },
    {
      id: 'collections',
      label: 'Collections',
      render: () => <CollectionsManagement csrfToken={csrfToken} />,
    },
    { id: 'artists', label: 'Artists', render: () => <ArtistsManagement csrfToken={csrfToken} /> },
    {
      id: 'custom-orders',
      label: 'Custom Orders',
      badge: <UnreadOrdersBadge />,
      render: () => <CustomOrdersManagement csrfToken={csrfToken} />,
    },
    {
      id: 'phone-numbers',
      label: 'Phone Numbers',
      render: () => <PhoneNumbersManagement csrfToken={csrfToken} />,
    },
    {
      id: 'hero-media',
      label: 'Hero Media',
      render: () => <HeroMediaManagement placement="home" csrfToken={csrfToken} />,
    },
    {
      id: 'story-hero-media',
      label: 'Story Hero Media',
      render: () => <HeroMediaManagement placement="story" csrfToken={csrfToken} />,
    },
    { id: 'orders', label: 'Orders', render: () => <OrdersManagement csrfToken={csrfToken} /> },
    {
      id: 'auctions',
      label: 'Auctions',
      // Quick Stats counts open auctions: the route ties the two features together.
      render: () => <AuctionsManagement csrfToken={csrfToken} afterChange={refreshStats} />,
    },
    { id: 'offers', label: 'Offers', render: () => <OffersManagement csrfToken={csrfToken} /> },
    {
      id: 'drawn-releases',
      label: 'Drawn Releases',
      render: () => <DrawnReleasesManagement csrfToken={csrfToken} />,
    },
    {
      id: 'reports',
      label: 'Reports',
      render: () => (
        <Suspense fallback={<p role="status">Loading reports...</p>}>
          <ReportsManagement />
        </Suspense>
      ),
    },
    // The house's mails (receipts), readable here while they are only logged (all-in-one).
    { id: 'mails', label: 'Mails', render: () => <MailsManagement /> },
  ];
}

// Loaded through the router's `lazy`, so none of this reaches the storefront bundle.
export function AdminRoute() {
  const session = useSession();
  const queryClient = useQueryClient();
  const title = <title>Admin | Atelier</title>;
  if (session.isPending) {
    return (
      <p role="status" className="px-5 py-40 text-center text-ink/70">
        Checking session...
      </p>
    );
  }
  // A failed session check (server down) still offers the login form; signing in reports the real error.
  if (!session.data) {
    return (
      <>
        {title}
        <LoginForm />
      </>
    );
  }
  return (
    <>
      {title}
      <AdminDashboard
        session={session.data}
        sections={adminSections(
          session.data.csrfToken,
          () => void queryClient.invalidateQueries({ queryKey: statsQueryKey }),
        )}
        summary={<QuickStats />}
      />
    </>
  );
}

export { AdminRoute as Component };
