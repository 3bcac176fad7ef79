import { useEffect, useState } from 'react';
import { savedAgo, savedAgoKey } from '../../../domain/format/saved-ago.ts';
import { useTranslation } from '../../lib/i18n.ts';
import './saved-note.css';

/**
 * 'Saved · 2 h ago' above a result the screen shows from the phone rather than from the server
 * (the last nearby search, the last trip and its plan). The age is worked out after the first
 * render (the clock is never read in a render: a prerendered screen would not match) and again
 * every minute while it shows.
 */
export function SavedNote({ savedAt }: { savedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, []);
  if (now === null) return null;
  const ago = savedAgo(savedAt, now);
  return <p className="saved-note">{t(savedAgoKey(ago), { count: ago.count })}</p>;
}
