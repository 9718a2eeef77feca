// Container healthcheck for the Node apps: exits 0 when the URL (default
// http://127.0.0.1:$PORT/health/ready) answers 2xx within 4 s, 1 otherwise.
// Used by infra/docker-compose.yml and the image's HEALTHCHECK; the runtime
// image ships no curl/wget.
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/health/ready`;
try {
  const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
