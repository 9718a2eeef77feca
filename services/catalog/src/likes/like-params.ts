import { idParamSchema, likeInputSchema, likeQuerySchema } from '@atelier/contracts';
import { ZodValidationPipe } from '@atelier/platform';

export const likeBodyPipe = new ZodValidationPipe(likeInputSchema);
export const likeQueryPipe = new ZodValidationPipe(likeQuerySchema, 'query');
export const productIdPipe = new ZodValidationPipe(idParamSchema, 'product id');
export const comingSoonIdPipe = new ZodValidationPipe(idParamSchema, 'coming soon item id');
