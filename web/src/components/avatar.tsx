/** "Nora Quinn" -> "NQ", "Cher" -> "C", "" -> "". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts.slice(0, 1);
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('');
}

interface AvatarProps {
  /** The photo's address, or null for the initials (or a silhouette without a name). */
  src: string | null;
  name: string;
  /** The photo's alternative text. */
  alt: string;
  /** What the placeholder is called when there is no photo. */
  placeholderLabel: string;
  size?: 'large' | 'small';
}

export function Avatar({ src, name, alt, placeholderLabel, size = 'large' }: AvatarProps) {
  const className = `avatar avatar--${size}`;
  if (src !== null) {
    // Its box is reserved before the photo arrives (the CSS sets the same size), so nothing moves.
    const pixels = size === 'large' ? 112 : 72;
    // Small ones fill the directory's cards, mostly below the fold: fetched as they scroll in.
    return (
      <img
        className={className}
        src={src}
        alt={alt}
        width={pixels}
        height={pixels}
        {...(size === 'small' ? { loading: 'lazy', decoding: 'async' } : {})}
      />
    );
  }
  const initials = initialsOf(name);
  return (
    <div className={`${className} avatar--placeholder`} role="img" aria-label={placeholderLabel}>
      {initials === '' ? (
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
      ) : (
        <span aria-hidden="true">{initials}</span>
      )}
    </div>
  );
}
