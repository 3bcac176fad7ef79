import { useState } from 'react';
import { Link } from 'react-router';
import { videoThumbnail, type VideoBlog } from '../../../domain/blogs/blog-content.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useVideoText } from './blog-strings.ts';
import { PlayIcon } from './play-icon.tsx';

/** One video in the list: the host's thumbnail for its id, a play mark, title and description. */
export function VideoCard({ video, to, eager }: { video: VideoBlog; to: string; eager: boolean }) {
  // Offline or blocked, the thumbnail gives way to the tinted frame rather than a broken image.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const { t } = useTranslation();
  const text = useVideoText(video);
  return (
    <Link to={to} className="blog-card blog-card--video">
      <span className="blog-card__thumb">
        {thumbnailFailed ? (
          <span className="blog-card__image" />
        ) : (
          <img
            className="blog-card__image"
            src={videoThumbnail(video.videoId)}
            alt=""
            width={480}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            referrerPolicy="no-referrer"
            onError={() => setThumbnailFailed(true)}
          />
        )}
        <PlayIcon className="blog-card__play" />
      </span>
      <span className="blog-card__text">
        <span className="blog-card__heading" lang={text.textLang}>
          {text.title}
        </span>
        <span className="blog-card__desc" lang={text.textLang}>
          {text.description}
        </span>
        {text.inEnglish ? <span className="blog-card__date">{t('blogs.videoInEnglish')}</span> : null}
      </span>
    </Link>
  );
}
