/** The 'Description' block of a product or sneak-peek page (ids keep each page's heading unique). */
export function PieceDescription({ id, text }: { id: string; text: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="font-display text-2xl">
        Description
      </h2>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-ink/80">{text}</p>
    </section>
  );
}
