import type { ReactNode } from 'react';
import type { AdminSession } from '@atelier/contracts';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useLogout } from '../api/logout';

/** The signed-in frame; the route passes in the management sections (features do not import each other). */
export function AdminDashboard({ session, children }: { session: AdminSession; children?: ReactNode }) {
  const logoutMutation = useLogout({
    onSuccess: () => toast({ title: 'Logged Out', description: 'You have been signed out.' }),
    onError: (error) => toast({ title: 'Logout Failed', description: error.message, variant: 'destructive' }),
  });

  return (
    <div className="min-h-screen bg-paper">
      <header className="border-b border-ink/10 bg-white/70">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-5 py-5 sm:px-8">
          <div>
            <Link to="/" className="text-[0.7rem] tracking-[0.3em] text-brass-700 uppercase hover:underline">
              Atelier storefront
            </Link>
            <h1 className="font-display text-4xl">Admin Dashboard</h1>
          </div>
          <button
            type="button"
            onClick={() => logoutMutation.mutate(session.csrfToken)}
            disabled={logoutMutation.isPending}
            className={buttonClass('outline')}
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-5 py-12 sm:px-8">
        <p className="text-lg">
          Signed in as <strong className="font-semibold">{session.username}</strong>.
        </p>
        <div className="mt-10">{children}</div>
      </main>
    </div>
  );
}
