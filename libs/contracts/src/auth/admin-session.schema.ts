import { z } from 'zod';

/** Body of POST /api/auth/login. */
export const loginInputSchema = z.object({
  username: z.string({ error: 'username is required' }).trim().min(1, 'username is required').max(100),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Answer of POST /api/auth/login and GET /api/auth/me. csrfToken goes back in the x-csrf-token header. */
export const adminSessionSchema = z.object({
  username: z.string(),
  csrfToken: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const CSRF_HEADER = 'x-csrf-token';
export const REQUEST_ID_HEADER = 'x-request-id';
