/** A field's problem under it; the input points at it with aria-describedby (see invalidProps). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <span id={id} className="mt-1 block text-xs font-medium tracking-normal text-red-800 normal-case">
      {message}
    </span>
  );
}

export const invalidProps = (id: string, message: string | undefined) =>
  message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
