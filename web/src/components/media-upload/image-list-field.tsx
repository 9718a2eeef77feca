import { useId, type ChangeEvent } from 'react';
import { ArrowLeft, ArrowRight, X } from 'lucide-react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { toast } from '@/components/ui/use-toast';
import { uploadErrorMessage } from '@/lib/api/upload-media';
import { UploadProgress } from './upload-progress';
import { useMediaUploads } from './use-media-uploads';

type Props = {
  label: string;
  /** The images in their order: the first one is the main image. */
  value: string[];
  onChange: (next: string[]) => void;
  csrfToken: string;
  /** The spec's failure toast of the form ('Failed to upload images'). */
  failureTitle: string;
  hint: string;
  onBusyChange?: (busy: boolean) => void;
};

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const iconButton =
  'grid size-7 place-items-center bg-paper/90 text-ink hover:bg-white focus-visible:outline-2 focus-visible:outline-brass disabled:opacity-40';

/**
 * Several images at once, uploaded with a progress bar each, then shown as thumbnails that can be
 * moved earlier or later (the first is the main image) or removed. Toasts follow spec section 8.
 */
export function ImageListField({
  label,
  value,
  onChange,
  csrfToken,
  failureTitle,
  hint,
  onBusyChange,
}: Props) {
  const inputId = useId();
  const { uploads, uploadFiles } = useMediaUploads({ csrfToken });

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    onBusyChange?.(true);
    try {
      const results = await uploadFiles(files);
      onChange([...value, ...results.map((r) => r.url)]);
      toast({ title: `${results.length} image(s) uploaded successfully` });
    } catch (error) {
      toast({ title: failureTitle, description: uploadErrorMessage(error), variant: 'destructive' });
    } finally {
      onBusyChange?.(false);
    }
  };

  const move = (from: number, to: number) => {
    const next = [...value];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };

  return (
    <fieldset>
      <legend className="block text-xs font-medium tracking-[0.12em] uppercase">{label}</legend>
      {value.length > 0 && (
        <ol className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {value.map((url, index) => (
            <li key={`${url}-${index}`} className="relative">
              <ResponsiveImage
                imageRef={url}
                alt={`Image ${index + 1}`}
                sizes="160px"
                className="aspect-square w-full"
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 bg-ink px-1.5 py-0.5 text-[0.6rem] tracking-widest text-paper uppercase">
                  Main
                </span>
              )}
              <div className="absolute right-1 bottom-1 flex gap-1">
                {[
                  { label: 'earlier', Icon: ArrowLeft, to: index - 1 },
                  { label: 'later', Icon: ArrowRight, to: index + 1 },
                ].map(({ label, Icon, to }) => (
                  <button
                    key={label}
                    type="button"
                    className={iconButton}
                    disabled={to < 0 || to >= value.length}
                    onClick={() => move(index, to)}
                    aria-label={`Move image ${index + 1} ${label}`}
                  >
                    <Icon className="size-3.5" aria-hidden />
                  </button>
                ))}
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                  aria-label={`Remove image ${index + 1}`}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label
        htmlFor={inputId}
        className="mt-2 flex cursor-pointer flex-col items-center border border-dashed border-ink/30 bg-white px-4 py-5 text-center text-sm hover:border-ink/60 focus-within:outline-2 focus-within:outline-brass"
      >
        <span className="font-medium">Add images</span>
        <span className="mt-1 text-xs text-ink/60">{hint}</span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          onChange={(event) => void onFiles(event)}
          className="sr-only"
        />
      </label>
      <UploadProgress uploads={uploads} />
    </fieldset>
  );
}
