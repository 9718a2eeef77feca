import { Copy } from 'lucide-react';
import { toast } from '@/components/ui/use-toast';

export function CopyPhoneButton({ phoneNumber, shown }: { phoneNumber: string; shown: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(phoneNumber);
      toast({ title: 'Copied to clipboard', description: 'Phone number copied successfully' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Unable to copy. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${shown}`}
      className="inline-flex size-9 items-center justify-center text-ink/60 hover:text-ink focus-visible:outline-2 focus-visible:outline-brass"
    >
      <Copy className="size-4" aria-hidden />
    </button>
  );
}
