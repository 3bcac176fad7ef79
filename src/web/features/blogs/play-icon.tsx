/** The play mark over a video thumbnail: decorative, the link's text names the video. */
export const PlayIcon = ({ className }: { className?: string }) => (
  <svg className={className} width="56" height="56" viewBox="0 0 56 56" aria-hidden="true" focusable="false">
    <circle cx="28" cy="28" r="28" fill="rgba(0,0,0,0.6)" />
    <path d="M22 17l18 11-18 11z" fill="#fff" />
  </svg>
);
