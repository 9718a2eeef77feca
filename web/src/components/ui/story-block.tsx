/** 'The Story Behind This Piece', its text split into paragraphs at line breaks. */
export function StoryBlock({ story }: { story: string }) {
  const paragraphs = story
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="piece-story" className="border-l-2 border-brass pl-6">
      <h2 id="piece-story" className="font-display text-2xl">
        The Story Behind This Piece
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-ink/80 italic">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
