import { useNavigate, useSearchParams } from 'react-router';
import { blogs, videos } from 'virtual:blog-index';
import { paths, redirectPaths } from '../../app/paths.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BlogCard } from './blog-card.tsx';
import './blog-strings.ts';
import { VideoCard } from './video-card.tsx';
import './blogs.css';

const TABS = ['blogs', 'videos'] as const;
type Tab = (typeof TABS)[number];

/**
 * /blogs: the Blogs and Videos tabs. The open tab lives in the address (?tab=videos), so it
 * survives a reload and coming back from an article or a video.
 */
export default function BlogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.blogs'));
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'videos' ? 'videos' : 'blogs';

  const select = (next: Tab) => setParams(next === 'blogs' ? {} : { tab: next }, { replace: true });

  return (
    <div className="screen">
      {/* The spec sends this screen's back arrow to /dashboard, which the router forwards home. */}
      <PageHeader title={t(`blogs.header.${tab}`)} onBack={() => void navigate(redirectPaths.dashboard)} />
      <main className="screen__body blogs">
        <Tabs
          tabs={TABS}
          selected={tab}
          onSelect={select}
          label={t('blogs.tabs.label')}
          className="blogs__tabs"
          tabClassName="blogs__tab"
          tabId={(name) => `blogs-tab-${name}`}
          panelId={(name) => `blogs-panel-${name}`}
          textOf={(name) => t(`blogs.tabs.${name}`)}
        />
        <section
          role="tabpanel"
          id={`blogs-panel-${tab}`}
          aria-labelledby={`blogs-tab-${tab}`}
          className="blogs__panel"
        >
          {tab === 'blogs' ? (
            blogs.length > 0 ? (
              <ul className="blogs__list">
                {blogs.map((blog, index) => (
                  <li key={blog.blogId}>
                    <BlogCard blog={blog} to={paths.blogDetail.replace(':id', String(blog.blogId))} eager={index < 2} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="blogs__empty">{t('blogs.empty')}</p>
            )
          ) : videos.length > 0 ? (
            <ul className="blogs__list">
              {videos.map((video, index) => (
                <li key={video.videoId}>
                  <VideoCard video={video} to={paths.videoBlog.replace(':id', video.videoId)} eager={index < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="blogs__empty">{t('blogs.noVideos')}</p>
          )}
        </section>
      </main>
    </div>
  );
}
