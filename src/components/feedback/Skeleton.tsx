import type { CSSProperties } from 'react';

export interface SkeletonProps {
  /** Any CSS width: `'60%'`, `'12rem'`. Defaults to the full width. */
  width?: string;
  /** Any CSS height; defaults to one line of text. */
  height?: string;
  /** `'circle'` for avatars and icons. */
  shape?: 'line' | 'block' | 'circle';
  className?: string;
}

/** One grey placeholder block. Purely visual: the surrounding `role="status"` carries the text. */
export function Skeleton({ width, height, shape = 'line', className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width) style.width = width;
  if (height) style.height = height;
  if (shape === 'circle') style.aspectRatio = '1';
  return (
    <span
      aria-hidden="true"
      className={['placeholder', 'skeleton', `skeleton--${shape}`, className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}

export interface SkeletonTextProps {
  lines?: number;
  className?: string;
}

/** A paragraph of placeholder lines, the last one shorter. */
export function SkeletonText({ lines = 3, className }: SkeletonTextProps) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton-text', 'placeholder-glow', className].filter(Boolean).join(' ')}
    >
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** A card-shaped placeholder: an image area and a few lines. */
export function SkeletonCard({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={['skeleton-card', 'placeholder-glow', className].filter(Boolean).join(' ')}
    >
      <Skeleton shape="block" height="8rem" />
      <SkeletonText lines={3} />
    </span>
  );
}

export default Skeleton;
