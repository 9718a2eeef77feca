import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * @fastify/helmet's options: a Content-Security-Policy for the web app (our own scripts only, plus
 * the card provider's (Stripe) and embedded showcase videos (YouTube), which later issues use).
 */
export const securityHeaders: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.stripe.com'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'media-src': ["'self'", 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'frame-src': [
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
      ],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false, // set by the TLS-terminating proxy in front of the gateway
};
