import { Link } from 'react-router';
import type { BlogMeta } from '../../../domain/blogs/blog-content.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { formatBlogDate, useArticleText } from './blog-strings.ts';

/** One article in the list: illustration, heading, short description and date, all one link. */
export function BlogCard({ blog, to, eager }: { blog: BlogMeta; to: string; eager: boolean }) {
  const text = useArticleText(blog);
  const { t } = useTranslation();
  return (
    <Link to={to} className="blog-card">
      <img
        className="blog-card__image"
        src={blog.blogImg}
        alt=""
        width={blog.imgWidth}
        height={blog.imgHeight}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="blog-card__text">
        <span className="blog-card__heading" lang={text.inEnglish ? 'en' : undefined}>
          {text.heading}
        </span>
        <span className="blog-card__desc" lang={text.inEnglish ? 'en' : undefined}>
          {text.headingDesc}
        </span>
        {text.inEnglish ? <span className="blog-card__date">{t('blogs.articleInEnglish')}</span> : null}
        <time className="blog-card__date" dateTime={blog.date}>
          {formatBlogDate(blog.date)}
        </time>
      </span>
    </Link>
  );
}
