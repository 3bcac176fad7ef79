import { brand } from '../../../domain/brand/brand.config.ts';

/** The brand mark, drawn here (no image request): a plug in a leaf, with the app name. */
export function Logo({
  size = 32,
  withName = true,
  light = true,
}: {
  size?: number;
  withName?: boolean;
  light?: boolean;
}) {
  return (
    <span className={`logo${light ? ' logo--light' : ''}`}>
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" fill="#ffffff" />
        <path d="M12 34c0-13 8-21 25-22-1 16-10 23-25 22z" fill="#2e9e5b" />
        <path d="M24 17l-5 9h5l-2 8 7-11h-5l2-6z" fill="#ffd54f" />
      </svg>
      {withName ? <span className="logo__name">{brand.appName}</span> : null}
    </span>
  );
}
