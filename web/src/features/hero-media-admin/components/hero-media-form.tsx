import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { HeroMediaType, HeroPlacement } from '@atelier/contracts';
import { HeroMediaLayer } from '@/components/hero-media/hero-media-backdrop';
import { UploadProgress } from '@/components/media-upload/upload-progress';
import { useMediaUploads } from '@/components/media-upload/use-media-uploads';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldClass, labelClass } from '@/components/ui/form-styles';
import { toastFailure } from '@/components/ui/failure-toast';
import { toast } from '@/components/ui/use-toast';
import { uploadErrorMessage } from '@/lib/api/upload-media';
import { useHeroMediaChange } from '../api/hero-media-admin';
import { heroMediaTexts } from './hero-media-texts';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm';

/**
 * The add form (spec sections 2 and 5): a title and an uploaded image or video, with a live preview
 * under the hero's headline. The home form takes the type from the upload; the story form also has
 * the URL and a manual type selector, and trims both fields.
 */
export function HeroMediaForm({ placement, csrfToken }: { placement: HeroPlacement; csrfToken: string }) {
  const texts = heroMediaTexts(placement);
  const manual = placement === 'story';
  const fileId = useId();
  const change = useHeroMediaChange(placement, csrfToken);
  const { uploads, uploadFiles, uploading } = useMediaUploads({ csrfToken, field: texts.uploadField });
  const [title, setTitle] = useState('');
  const [mediaUrl, setMediaUrl] = useState('');
  const [mediaType, setMediaType] = useState<HeroMediaType>('image');
  const [activate, setActivate] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const [result] = await uploadFiles([file]);
      setMediaUrl(result!.url);
      setMediaType(result!.mediaType);
    } catch (error) {
      event.target.value = '';
      toast({ title: texts.uploadFailed, description: uploadErrorMessage(error), variant: 'destructive' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title: title.trim(), mediaUrl: mediaUrl.trim(), mediaType, isActive: activate };
    if (!input.title || !input.mediaUrl) {
      toast({ title: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    change.mutate(
      { kind: 'create', input },
      {
        onSuccess: () => {
          toast({ title: texts.done('created') });
          setTitle('');
          setMediaUrl('');
          setActivate(false);
          setFormKey((k) => k + 1); // clears the file input
        },
        onError: (error) => toastFailure(texts.failed('create'), error),
      },
    );
  };

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={onSubmit}
      className="grid gap-6 border border-ink/10 bg-white p-5 lg:grid-cols-2 sm:p-6"
    >
      <div className="space-y-4">
        <h3 className="text-xs font-medium tracking-[0.2em] uppercase">Add {texts.heading}</h3>
        <label className={labelClass}>
          Title
          <input value={title} onChange={(e) => setTitle(e.target.value)} className={fieldClass} required />
        </label>
        <label className={labelClass} htmlFor={fileId}>
          Media file (image or MP4/WebM video)
          <input
            id={fileId}
            type="file"
            accept={ACCEPT}
            onChange={(event) => void onFile(event)}
            className={`${fieldClass} file:mr-3 file:border-0 file:bg-stone file:px-3 file:py-1.5`}
          />
        </label>
        <UploadProgress uploads={uploads} />
        {manual && (
          <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
            <label className={labelClass}>
              Media URL
              <input value={mediaUrl} onChange={(e) => setMediaUrl(e.target.value)} className={fieldClass} />
            </label>
            <label className={labelClass}>
              Media type
              <select
                value={mediaType}
                onChange={(e) => setMediaType(e.target.value as HeroMediaType)}
                className={fieldClass}
              >
                <option value="image">Image</option>
                <option value="video">Video</option>
              </select>
            </label>
          </div>
        )}
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            checked={activate}
            onChange={(e) => setActivate(e.target.checked)}
            className="size-4"
          />
          Activate this media immediately
        </label>
        <button type="submit" disabled={change.isPending || uploading} className={buttonClass('solid')}>
          {change.isPending ? 'Saving...' : uploading ? 'Uploading...' : `Add ${texts.heading}`}
        </button>
      </div>
      <figure>
        <div className="relative isolate grid aspect-video place-items-center overflow-hidden bg-ink px-6 text-center text-paper">
          {mediaUrl.trim() && (
            <HeroMediaLayer
              key={`${mediaUrl}-${mediaType}`}
              mediaUrl={mediaUrl.trim()}
              mediaType={mediaType}
            />
          )}
          <p className="font-display text-2xl leading-tight sm:text-4xl">{texts.headline}</p>
        </div>
        <figcaption className="mt-2 text-xs text-ink/60">
          Live preview: the media behind the headline.
        </figcaption>
      </figure>
    </form>
  );
}
