import { useSession } from '@/features/auth/api/get-session';
import { LoginForm } from '@/features/auth/components/login-form';
import { AdminDashboard } from '@/features/auth/components/admin-dashboard';
import { CollectionsManagement } from '@/features/collections-admin/components/collections-management';
import { ArtistsManagement } from '@/features/artists-admin/components/artists-management';

// Loaded through the router's `lazy`, so none of this reaches the storefront bundle.
export function AdminRoute() {
  const session = useSession();
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
      <AdminDashboard session={session.data}>
        <div className="space-y-20">
          <CollectionsManagement csrfToken={session.data.csrfToken} />
          <ArtistsManagement csrfToken={session.data.csrfToken} />
        </div>
      </AdminDashboard>
    </>
  );
}

export { AdminRoute as Component };
