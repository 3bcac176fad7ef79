/** The spec's loader: a 20px ring with a 2px border and a red accent; announced politely. */
export function Loader({ label, size = 20 }: { label: string; size?: number }) {
  return (
    <span className="loader" role="status" aria-live="polite">
      <span className="loader__ring" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A full-screen loading state used while a lazy screen's code arrives. */
export function ScreenLoader({ label }: { label: string }) {
  return (
    <div className="screen-loader">
      <Loader label={label} size={32} />
    </div>
  );
}
