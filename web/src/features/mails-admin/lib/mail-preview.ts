import DOMPurify from 'dompurify';

/** The store's own media: uploads and the demo images the web app ships. */
const STORE_MEDIA = /^\/(?:uploads|demo)\/[\w./-]+$/;

/**
 * An image of the mail, loaded from this site when it is one of the store's own (the mail names it
 * by the store's public address, which may be another host name for this same store); null for
 * any other (a tracking pixel, a stranger's host).
 */
function storeImage(src: string | null, pageOrigin: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src);
    return /^https?:$/.test(url.protocol) && STORE_MEDIA.test(url.pathname)
      ? `${pageOrigin}${url.pathname}`
      : null;
  } catch {
    return null;
  }
}

/**
 * A logged mail as a document for a sandboxed frame: its HTML cleaned by DOMPurify (no script, no
 * event handler, no form, no frame), images only from the store, links only to web addresses and
 * opened in a new tab, and a Content-Security-Policy that lets the frame load nothing else. The
 * frame's sandbox forbids scripts besides (see MailViewer): three walls, as every value of an order
 * ends up in the mail.
 */
export function mailPreviewDocument(html: string, pageOrigin: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'IMG') {
      const src = storeImage(node.getAttribute('src'), pageOrigin);
      node.removeAttribute('srcset');
      if (src) node.setAttribute('src', src);
      else node.removeAttribute('src');
    }
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href && /^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('href');
    }
  });
  const body = purify.sanitize(html, { FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select'] });
  const policy = `default-src 'none'; img-src ${pageOrigin}; style-src 'unsafe-inline'`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body style="margin:0">${body}</body></html>`;
}
