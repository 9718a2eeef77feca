import type { ReactNode } from 'react';
import type { AdminSession } from '@atelier/contracts';
import { LogOut } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/use-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { useLogout } from '../api/logout';
import { AdminSectionBar } from './admin-section-bar';

/** One entry of the dashboard's section menu; the admin route lists them (features do not import each other). */
export interface AdminSection {
  /** Kept in the address (`/admin?section=artists`), so a reload or a shared link opens the same section. */
  id: string;
  label: string;
  /** Shown after the label in the menu (the unread count of Custom Orders, say). */
  badge?: ReactNode;
  render: () => ReactNode;
}

/** The signed-in frame: header with Logout, an optional summary (Quick Stats), the section menu and the chosen section. */
export function AdminDashboard({
  session,
  sections,
  summary,
}: {
  session: AdminSession;
  sections: AdminSection[];
  summary?: ReactNode;
}) {
  const logoutMutation = useLogout({
    onSuccess: () => toast({ title: 'Logged Out', description: 'You have been signed out.' }),
    onError: (error) => toast({ title: 'Logout Failed', description: error.message, variant: 'destructive' }),
  });
  const [searchParams] = useSearchParams();
  // The first section is the default (the spec's Products once it exists).
  const current = sections.find((section) => section.id === searchParams.get('section')) ?? sections[0];

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
      <main className="mx-auto max-w-7xl px-5 py-10 sm:px-8">
        <p className="text-lg">
          Signed in as <strong className="font-semibold">{session.username}</strong>.
        </p>
        {summary && <div className="mt-8">{summary}</div>}
        <AdminSectionBar sections={sections} currentId={current?.id} />
        <div className="mt-10">{current?.render()}</div>
      </main>
    </div>
  );
}
