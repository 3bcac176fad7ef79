import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { articles } from 'virtual:blog-index';
import type { Block, BlogArticle } from '../../../domain/blogs/blog-content.ts';
import type { Language } from '../../../domain/i18n/languages.ts';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ArticleBody } from './article-body.tsx';
import { formatBlogDate, useArticleText } from './blog-strings.ts';
import { ContentNotFound } from './content-not-found.tsx';
import { useBackTo } from './use-back-to.ts';
import './blogs.css';

type Loaded = { id: string; language: Language } & (
  { state: 'ready'; article: BlogArticle; hindi: Block[] | null } | { state: 'failed' }
);

/** A wholly translated article's Hindi body (data/blogs/articles-hi), or null. */
const hindiBody = (id: number): Promise<Block[] | null> =>
  import('virtual:blog-index-hi').then(async (m) => {
    const load = m.articles[id];
    return load ? (await load()).default.blocks : null;
  });

/** /blogs/{id}: one article. Its body is a chunk of its own, fetched when this page opens. */
export default function BlogDetailPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('titles.blogs'));
  const back = useBackTo(paths.blogs);
  const { id = '' } = useParams();
  const load = /^\d+$/.test(id) ? articles[Number(id)] : undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!load) return;
    let live = true;
    Promise.all([load(), language === 'hi' ? hindiBody(Number(id)) : null]).then(
      ([module, hindi]) => live && setLoaded({ id, language, state: 'ready', article: module.default, hindi }),
      () => live && setLoaded({ id, language, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id, load, language]);

  const current = loaded?.id === id && loaded.language === language ? loaded : null;
  return (
    <div className="screen">
      <PageHeader title={t('titles.blogs')} onBack={back} />
      <main className="screen__body">
        {!load ? (
          <ContentNotFound
            heading={t('blogs.notFound.heading')}
            body={t('blogs.notFound.body')}
            backLabel={t('blogs.backToBlogs')}
            backTo={paths.blogs}
          />
        ) : !current ? (
          <div className="screen-loader">
            <Loader label={t('common.loading')} />
          </div>
        ) : current.state === 'failed' ? (
          <p role="alert" className="card">
            {t('blogs.loadFailed')}
          </p>
        ) : (
          <ArticleView article={current.article} hindi={current.hindi} />
        )}
      </main>
    </div>
  );
}

/**
 * The article in the reader's language; a reader of another language whose body is not translated
 * is told so in their language (Hindi: not yet translated; the others: in English), and gets the English.
 */
function ArticleView({ article, hindi }: { article: BlogArticle; hindi: Block[] | null }) {
  const { t, language } = useTranslation();
  const text = useArticleText(article.meta);
  const englishBody = language !== 'en' && !hindi;
  return (
    <article className="blog-article">
      <h2 className="blog-article__heading" lang={text.inEnglish ? 'en' : undefined}>
        {text.heading}
      </h2>
      <p className="blog-article__date">
        <time dateTime={article.meta.date}>{t('blogs.published', { date: formatBlogDate(article.meta.date) })}</time>
      </p>
      <img
        className="blog-article__image"
        src={article.meta.blogImg}
        alt=""
        width={article.meta.imgWidth}
        height={article.meta.imgHeight}
      />
      {englishBody ? (
        <p className="blog-article__note" role="note">
          {t(language === 'hi' ? 'blogs.englishOnly' : 'blogs.articleInEnglish')}
        </p>
      ) : null}
      <div lang={englishBody ? 'en' : undefined}>
        <ArticleBody blocks={hindi ?? article.blocks} />
      </div>
    </article>
  );
}
