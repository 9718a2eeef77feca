import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import clsx from 'clsx';
import type { ComponentProps } from 'react';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={clsx(
        'fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={clsx(
        'toast-root group relative flex w-full items-start justify-between gap-4 border p-5 pr-10 shadow-xl',
        variant === 'destructive'
          ? 'border-red-800 bg-red-800 text-white'
          : 'border-ink/10 bg-paper text-ink',
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title className={clsx('font-display text-xl leading-tight', className)} {...props} />
  );
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={clsx('mt-1 text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={clsx('absolute top-3 right-3 rounded-sm p-1 opacity-70 hover:opacity-100', className)}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
