import { toast, type ToastInput } from './use-toast';

/**
 * Copies `text` to the clipboard and says how it went: `copied` when it worked, 'Copy failed' with
 * `failedText` when the browser refused (no permission, or not a secure page).
 */
export async function copyWithToast(text: string, copied: ToastInput, failedText: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast(copied);
  } catch {
    toast({ title: 'Copy failed', description: failedText, variant: 'destructive' });
  }
}
