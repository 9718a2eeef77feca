import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API or health path, names no file and asks for HTML gets index.html, so client-side routes work
 * on reload.
 */
export function webAppMiddleware(webDistDir: string) {
  const indexHtml = join(webDistDir, 'index.html');
  const assets = express.static(webDistDir, {
    index: false,
    setHeaders: (res, path) => {
      const hashed = path.includes(`${join(webDistDir, 'assets')}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return [
    assets,
    (req: Request, res: Response, next: NextFunction) => {
      const isPage =
        (req.method === 'GET' || req.method === 'HEAD') && req.accepts(['html', 'json']) === 'html';
      // A path with a file extension is a missing file (an image, a script), never a page: 404.
      const looksLikeFile = /\.[a-z0-9]+$/i.test(req.path);
      if (!isPage || looksLikeFile || req.path.startsWith('/api/') || req.path.startsWith('/health/'))
        return next();
      if (!existsSync(indexHtml))
        return res.status(503).type('text/plain').send('The web app is not built yet: run npm run build');
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    },
  ];
}
