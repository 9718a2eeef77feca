import { Copy } from 'lucide-react';
import { copyWithToast } from '@/components/ui/copy-with-toast';

export function CopyPhoneButton({ phoneNumber, shown }: { phoneNumber: string; shown: string }) {
  return (
    <button
      type="button"
      onClick={() =>
        void copyWithToast(
          phoneNumber,
          { title: 'Copied to clipboard', description: 'Phone number copied successfully' },
          'Unable to copy. Please try again.',
        )
      }
      aria-label={`Copy ${shown}`}
      className="inline-flex size-9 items-center justify-center text-ink/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-brass"
    >
      <Copy className="size-4" aria-hidden />
    </button>
  );
}
