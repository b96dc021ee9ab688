import { picturePath, splitPictures } from '@codeyard/shared-schema';
import { Fragment } from 'react';

/**
 * A picture the lessons name by its emoji, drawn from our own set (the build copies its SVG to
 * /pictures/, build/content-pictures.ts), never the emoji character: school computers often have no
 * emoji font. `alt` is empty (decorative) where the words beside it say it all.
 */
export function ContentPicture({
  emoji,
  alt = '',
  size,
  className,
}: {
  emoji: string;
  alt?: string;
  size?: number;
  className?: string;
}) {
  return (
    <img
      className={className ? `content-picture ${className}` : 'content-picture'}
      src={picturePath(emoji)}
      alt={alt}
      width={size}
      height={size}
      draggable={false}
      data-picture={emoji}
    />
  );
}

/**
 * A content text ("Click the <disk> button") with each picture in it drawn inline at the text's size;
 * a picture's alt is its emoji, so a screen reader still reads it and copying the text keeps it.
 */
export function TextWithPictures({ text }: { text: string }) {
  const parts = splitPictures(text);
  if (parts.length === 1 && 'text' in parts[0]!) return <>{text}</>;
  // A card that is only pictures (an arrow, a clapping hand) shows them larger: they are the whole answer.
  const onlyPictures = parts.every((part) => 'picture' in part || !part.text.trim());
  const className = onlyPictures ? 'inline-picture is-large' : 'inline-picture';
  return (
    <>
      {parts.map((part, i) =>
        'picture' in part ? (
          <ContentPicture key={i} emoji={part.picture} alt={part.picture} className={className} />
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
