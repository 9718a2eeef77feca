import type { FormEvent } from 'react';
import { toast } from '@/components/ui/use-toast';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { loginFormSchema } from './login-form-schema';

function loginFailureText(error: Error) {
  if (error instanceof ApiRequestError) {
    // 429: the server says how long to wait; show its words rather than a generic line.
    if (error.status === 429) return error.serverMessage;
    if (error.status === 401) return 'Invalid username or password.';
    return error.serverMessage;
  }
  return 'Invalid username or password.';
}

const inputClass =
  'mt-2 block w-full border border-ink/25 bg-white px-4 py-3 text-base text-ink focus:border-ink focus:outline-2 focus:outline-offset-2 focus:outline-brass';

export function LoginForm() {
  const loginMutation = useLogin({
    onSuccess: () => toast({ title: 'Login Successful', description: 'Welcome to the admin dashboard.' }),
    onError: (error) =>
      toast({ title: 'Login Failed', description: loginFailureText(error), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = loginFormSchema.safeParse({
      username: data.get('username'),
      password: data.get('password'),
    });
    if (!parsed.success) {
      toast({
        title: 'Missing Credentials',
        description: 'Please enter both username and password.',
        variant: 'destructive',
      });
      return;
    }
    loginMutation.mutate(parsed.data);
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-paper px-5 py-16">
      <div className="w-full max-w-md border border-ink/10 bg-white/60 px-8 py-12 shadow-sm sm:px-12">
        <p className="text-center text-[0.7rem] tracking-[0.3em] text-brass-700 uppercase">Atelier</p>
        <h1 className="mt-3 text-center font-display text-5xl">Admin</h1>
        <form noValidate onSubmit={onSubmit} className="mt-10 space-y-6">
          <label className="block text-xs font-medium tracking-[0.15em] uppercase">
            Username
            <input name="username" autoComplete="username" className={inputClass} />
          </label>
          <label className="block text-xs font-medium tracking-[0.15em] uppercase">
            Password
            <input name="password" type="password" autoComplete="current-password" className={inputClass} />
          </label>
          <button type="submit" disabled={loginMutation.isPending} className={buttonClass('solid', 'w-full')}>
            {loginMutation.isPending ? 'Signing in...' : 'Sign In'}
          </button>
        </form>
      </div>
    </div>
  );
}
