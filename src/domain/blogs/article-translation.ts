import * as z from 'zod/mini';
import { ArticleError, parseBody, splitFrontMatter } from './article-source.ts';
import type { Block } from './blog-content.ts';

/**
 * An article's translation (data/blogs/articles-hi/<id>.md, issue 18): its heading and summary,
 * and, where `translated: full`, the whole body; `translated: summary` files have no body, and the
 * app shows the English text with a note that it is not translated yet.
 */
export interface ArticleTranslation {
  blogId: number;
  heading: string;
  headingDesc: string;
  translated: 'full' | 'summary';
  blocks: Block[];
}

const translationSchema = z.object({
  blogId: z.number().check(z.int(), z.positive()),
  heading: z.string().check(z.trim(), z.minLength(1)),
  headingDesc: z.string().check(z.trim(), z.minLength(1)),
  translated: z.enum(['full', 'summary']),
});

export function parseTranslation(source: string): ArticleTranslation {
  const { data, body } = splitFrontMatter(source);
  const parsed = translationSchema.safeParse(data);
  if (!parsed.success)
    throw new ArticleError(
      `front matter: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ')}`,
    );
  const { blocks, rawHtml } = parseBody(body);
  if (rawHtml.length) throw new ArticleError(`raw HTML in the body: ${rawHtml.join(', ')}`);
  if (parsed.data.translated === 'full' && !blocks.length)
    throw new ArticleError('translated: full, but there is no body');
  if (parsed.data.translated === 'summary' && blocks.length)
    throw new ArticleError('translated: summary, but there is a body (say full)');
  return { ...parsed.data, blocks };
}

/** What the article list needs of a translation (its body travels in a chunk of its own). */
export type TranslatedHeading = Pick<ArticleTranslation, 'heading' | 'headingDesc' | 'translated'>;
