/** The plain loading line of a detail page ('Loading product...'). */
export function PageStatus({ children }: { children: string }) {
  return (
    <p role="status" className="px-5 py-40 text-center text-ink/70">
      {children}
    </p>
  );
}
