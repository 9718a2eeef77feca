import { z } from 'zod';

// Both fields must be filled before anything is sent (spec section 5, "Admin login").
export const loginFormSchema = z.object({
  username: z.string().trim().min(1),
  password: z.string().min(1),
});
