import { CSRF_HEADER, type UploadResult, uploadResultSchema } from '@atelier/contracts';
import { ApiRequestError } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { env } from '@/config/env';

export type UploadOptions = {
  csrfToken: string;
  /** The multipart field: 'image' everywhere, 'file' in the story hero form (spec section 7). */
  field?: 'image' | 'file';
  /** Called with the share of bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/upload with one file. XMLHttpRequest rather than fetch: only it reports upload progress.
 * A non-OK answer rejects with the same ApiRequestError as every other call.
 */
export function uploadMedia(file: File, { csrfToken, field = 'image', onProgress, signal }: UploadOptions) {
  return new Promise<UploadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { method, path } = apiRoute('POST /api/upload');
    xhr.open(method, `${env.apiBaseUrl}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, csrfToken);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300)
        return reject(new ApiRequestError(xhr.status, xhr.statusText, xhr.responseText));
      try {
        resolve(uploadResultSchema.parse(JSON.parse(xhr.responseText)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error('Upload failed'));
      }
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** The server's own words for a failed upload (a 415 naming the accepted types, a 413 the limit). */
export const uploadErrorMessage = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.serverMessage
    : error instanceof Error
      ? error.message
      : 'Upload failed';
