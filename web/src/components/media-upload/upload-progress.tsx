import type { UploadInProgress } from './use-media-uploads';

/** One labelled progress bar per file being sent. */
export function UploadProgress({ uploads }: { uploads: UploadInProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2" aria-live="polite">
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <li key={upload.id} className="text-xs text-ink/70">
            <span className="flex justify-between gap-3">
              <span className="truncate">{upload.name}</span>
              <span>{percent < 100 ? `${percent}%` : 'Processing...'}</span>
            </span>
            <progress
              className="mt-1 block h-1.5 w-full accent-brass"
              max={100}
              value={percent}
              aria-label={`Uploading ${upload.name}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
