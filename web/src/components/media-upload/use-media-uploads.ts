import { useCallback, useState } from 'react';
import type { UploadResult } from '@atelier/contracts';
import { uploadMedia, type UploadOptions } from '@/lib/api/upload-media';

export type UploadInProgress = { id: number; name: string; progress: number };

let nextUploadId = 0;

/**
 * Uploads files one after another (the 2-core server re-encodes each), keeping each one's progress
 * for the progress bars. Resolves with what was stored; the first failure stops the rest and rejects.
 */
export function useMediaUploads(options: Omit<UploadOptions, 'onProgress' | 'signal'>) {
  const [uploads, setUploads] = useState<UploadInProgress[]>([]);
  const { csrfToken, field } = options;

  const uploadFiles = useCallback(
    async (files: File[]): Promise<UploadResult[]> => {
      const queued = files.map((file) => ({ id: nextUploadId++, name: file.name, progress: 0 }));
      setUploads((current) => [...current, ...queued]);
      const done = (id: number) => setUploads((current) => current.filter((u) => u.id !== id));
      const results: UploadResult[] = [];
      try {
        for (const [index, file] of files.entries()) {
          const { id } = queued[index]!;
          const result = await uploadMedia(file, {
            csrfToken,
            field,
            onProgress: (progress) =>
              setUploads((current) => current.map((u) => (u.id === id ? { ...u, progress } : u))),
          });
          done(id);
          results.push(result);
        }
        return results;
      } finally {
        setUploads((current) => current.filter((u) => !queued.some((q) => q.id === u.id)));
      }
    },
    [csrfToken, field],
  );

  return { uploads, uploadFiles, uploading: uploads.length > 0 };
}
