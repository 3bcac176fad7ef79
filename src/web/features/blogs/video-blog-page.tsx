import { useParams } from 'react-router';
import { videos } from 'virtual:blog-index';
import { videoEmbed, videoPage, type VideoBlog } from '../../../domain/blogs/blog-content.ts';
import { paths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useVideoText } from './blog-strings.ts';
import { ContentNotFound } from './content-not-found.tsx';
import { useBackTo } from './use-back-to.ts';
import './blogs.css';

const videosTab = `${paths.blogs}?tab=videos`;

/**
 * /blogs/video/{id}: the player for one of the listed videos, from the privacy-enhanced embed
 * domain (the content-security policy allows that frame and no other). Only listed ids play.
 */
export default function VideoBlogPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.blogs'));
  const back = useBackTo(videosTab);
  const { id = '' } = useParams();
  const video = videos.find((item) => item.videoId === id);
  return (
    <div className="screen">
      <PageHeader title={t('blogs.header.videos')} onBack={back} />
      <main className="screen__body">
        {video ? (
          <VideoView video={video} />
        ) : (
          <ContentNotFound
            heading={t('blogs.videoNotFound.heading')}
            body={t('blogs.videoNotFound.body')}
            backLabel={t('blogs.backToVideos')}
            backTo={videosTab}
          />
        )}
      </main>
    </div>
  );
}

/** The player, with the video's title and description in the reader's language. */
function VideoView({ video }: { video: VideoBlog }) {
  const { t } = useTranslation();
  const text = useVideoText(video);
  return (
    <article className="video-blog">
      <div className="video-blog__player">
        <iframe
          src={videoEmbed(video.videoId)}
          title={t('blogs.playerTitle', { title: text.title })}
          width={560}
          height={315}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <h2 className="video-blog__title" lang={text.textLang}>
        {text.title}
      </h2>
      <p lang={text.textLang}>{text.description}</p>
      {text.inEnglish ? <p className="blog-article__date">{t('blogs.videoInEnglish')}</p> : null}
      <a className="video-blog__link" href={videoPage(video.videoId)} target="_blank" rel="noopener noreferrer">
        {t('blogs.openOnHost')}
      </a>
    </article>
  );
}
