import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { articles } from 'virtual:blog-index';
import type { BlogArticle } from '../../../domain/blogs/blog-content.ts';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ArticleBody } from './article-body.tsx';
import { formatBlogDate } from './blog-strings.ts';
import { ContentNotFound } from './content-not-found.tsx';
import { useBackTo } from './use-back-to.ts';

type Loaded = { id: string } & ({ state: 'ready'; article: BlogArticle } | { state: 'failed' });

/** /blogs/{id}: one article. Its body is a chunk of its own, fetched when this page opens. */
export default function BlogDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('titles.blogs'));
  const back = useBackTo(paths.blogs);
  const { id = '' } = useParams();
  const load = /^\d+$/.test(id) ? articles[Number(id)] : undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ id, state: 'ready', article: module.default }),
      () => live && setLoaded({ id, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, load]);

  const current = loaded?.id === id ? loaded : null;
  return (
    <div className="screen">
      <PageHeader title={t('titles.blogs')} onBack={back} />
      <main className="screen__body">
        {!load ? (
          <ContentNotFound heading={t('blogs.notFound.heading')} body={t('blogs.notFound.body')} backLabel={t('blogs.backToBlogs')} backTo={paths.blogs} />
        ) : !current ? (
          <div className="screen-loader">
            <Loader label={t('common.loading')} />
          </div>
        ) : current.state === 'failed' ? (
          <p role="alert" className="card">{t('blogs.loadFailed')}</p>
        ) : (
          <article className="blog-article">
            <h2 className="blog-article__heading">{current.article.meta.heading}</h2>
            <p className="blog-article__date">
              <time dateTime={current.article.meta.date}>{t('blogs.published', { date: formatBlogDate(current.article.meta.date) })}</time>
            </p>
            <img
              className="blog-article__image"
              src={current.article.meta.blogImg}
              alt=""
              width={current.article.meta.imgWidth}
              height={current.article.meta.imgHeight}
            />
            <ArticleBody blocks={current.article.blocks} />
          </article>
        )}
      </main>
    </div>
  );
}
