import { Link } from 'react-router';
import { videoThumbnail, type VideoBlog } from '../../../domain/blogs/blog-content.ts';
import { PlayIcon } from './play-icon.tsx';

/** One video in the list: the host's thumbnail for its id, a play mark, title and description. */
export function VideoCard({ video, to, eager }: { video: VideoBlog; to: string; eager: boolean }) {
  return (
    <Link to={to} className="blog-card">
      <span className="blog-card__thumb">
        <img
          className="blog-card__image"
          src={videoThumbnail(video.videoId)}
          alt=""
          width={480}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
        />
        <PlayIcon className="blog-card__play" />
      </span>
      <span className="blog-card__text">
        <span className="blog-card__heading">{video.title}</span>
        <span className="blog-card__desc">{video.description}</span>
      </span>
    </Link>
  );
}
