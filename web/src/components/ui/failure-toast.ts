import { ApiRequestError } from '@/lib/api-client';
import { toast } from './use-toast';

/**
 * The toast of a request that failed: the server's own message when it answered with one (a refusal
 * it explains), else `fallback`.
 */
export const toastFailure = (title: string, error: unknown, fallback?: string) =>
  toast({
    title,
    description: error instanceof ApiRequestError ? error.serverMessage : fallback,
    variant: 'destructive',
  });
