import { useId, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';
import { UploadProgress } from './upload-progress';
import { useMediaUploads } from './use-media-uploads';

const ACCEPTED = ['image/png', 'image/jpeg'];

/**
 * Uploads one PNG or JPEG and writes its URL into the form's `fieldName` input (the artist form's
 * image fields, spec section 5): another type is refused before sending ('Invalid file type').
 */
export function ImageUploadButton({ fieldName, csrfToken }: { fieldName: string; csrfToken: string }) {
  const id = useId();
  const { uploads, uploadFiles } = useMediaUploads({ csrfToken });

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      toast({
        title: 'Invalid file type',
        description: 'Please select a PNG or JPEG image.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const [result] = await uploadFiles([file]);
      const target = input.form?.elements.namedItem(fieldName);
      if (target instanceof HTMLInputElement) target.value = result!.url;
    } catch {
      toast({
        title: 'Upload Error',
        description: 'Failed to upload images. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="mt-2">
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 text-xs font-medium tracking-[0.12em] uppercase underline-offset-4 hover:underline focus-within:outline-2 focus-within:outline-brass"
      >
        <Upload className="size-3.5" aria-hidden />
        Upload image
        <input
          id={id}
          type="file"
          accept={ACCEPTED.join(',')}
          onChange={(e) => void onFile(e)}
          className="sr-only"
        />
      </label>
      <UploadProgress uploads={uploads} />
    </div>
  );
}
