import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

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

/** Headers of the probe's answer that are not helmet's. */
const NOT_SECURITY_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The security headers every answer carries. They are @fastify/helmet's, with the options above; but
 * @fastify/helmet builds helmet's middleware again on every request (parsing the CSP each time), a
 * large share of a cached public read's cost. With no per-request part (no CSP nonces) the headers
 * are the same for every answer, so they are taken once from @fastify/helmet itself on a probe
 * instance; the gateway's adapter sets them from its very first hook (createFastifyAdapter's
 * answerHeaders), so even a path refused before routing carries them.
 */
export async function securityHeaderValues(): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, securityHeaders);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers))
    if (!NOT_SECURITY_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  if (!headers['content-security-policy']) throw new Error('@fastify/helmet set no Content-Security-Policy');
  return headers;
}
