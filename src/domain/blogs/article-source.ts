import { CORE_SCHEMA, load } from 'js-yaml';
import { Lexer, type Token, type Tokens } from 'marked';
import * as z from 'zod/mini';
import type { BlogMeta, Block, Inline } from './blog-content.ts';

/**
 * Reads one article file (YAML front matter, then a Markdown body) into its metadata and plain
 * blocks. Runs at build time (scripts/blog-content-plugin.ts) and in the content tests, never in
 * the browser. Raw HTML in the Markdown is kept as visible text, never as markup, and is
 * reported so the content tests can refuse it.
 */

const frontMatterSchema = z.object({
  blogId: z.number().check(z.int(), z.positive()),
  heading: z.string().check(z.trim(), z.minLength(1)),
  headingDesc: z.string().check(z.trim(), z.minLength(1)),
  blogImg: z.string().check(z.regex(/^\/blog-images\/[\w-]+\.svg$/)),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  topic: z.string().check(z.trim(), z.minLength(1)),
});

export type FrontMatter = Omit<BlogMeta, 'imgWidth' | 'imgHeight'>;

export interface ParsedArticle {
  meta: FrontMatter;
  blocks: Block[];
  /** Raw HTML found in the body (shown as text), for the content checks. */
  rawHtml: string[];
  words: number;
}

export class ArticleError extends Error {}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export function parseArticle(source: string): ParsedArticle {
  // The core schema keeps dates as written (no Date objects) and reads numbers as numbers.
  const { data, body } = splitFrontMatter(source);
  const parsed = frontMatterSchema.safeParse(
    typeof data === 'object' && data ? { ...data, date: dateText((data as { date?: unknown }).date) } : data,
  );
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
    throw new ArticleError(`front matter: ${issues.join('; ')}`);
  }
  const { blocks, rawHtml } = parseBody(body);
  return { meta: parsed.data, blocks, rawHtml, words: countWords(blocks) };
}

/** A Markdown body as plain blocks, with any raw HTML found in it (kept as text). */
export function parseBody(body: string): { blocks: Block[]; rawHtml: string[] } {
  const rawHtml: string[] = [];
  return { blocks: toBlocks(Lexer.lex(body, { gfm: true }), rawHtml), rawHtml };
}

/** The front matter of a file (YAML between --- lines) and the body after it, or an ArticleError. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ArticleError('no front matter (--- ... ---) at the top');
  return { data: load(match[1] ?? '', { schema: CORE_SCHEMA }), body: source.slice(match[0].length) };
}

const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: '\u00a0',
};
/** Marked leaves the few entities an author may type as written; React would show them literally. */
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Links only to the web, mail or this site; anything else (javascript:, data:) stays text. */
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function toInlines(tokens: Token[] | undefined, rawHtml: string[]): Inline[] {
  const out: Inline[] = [];
  const text = (value: string) => {
    const last = out.at(-1);
    if (last?.type === 'text') last.text += value;
    else out.push({ type: 'text', text: value });
  };
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'text':
      case 'escape':
        if ('tokens' in token && token.tokens?.length) out.push(...toInlines(token.tokens, rawHtml));
        else text(decode(token.text));
        break;
      case 'strong':
      case 'em':
      case 'del':
        out.push({ type: token.type, children: toInlines(token.tokens, rawHtml) });
        break;
      case 'codespan':
        out.push({ type: 'code', text: decode(token.text) });
        break;
      case 'br':
        out.push({ type: 'br' });
        break;
      case 'link': {
        const children = toInlines(token.tokens, rawHtml);
        if (SAFE_HREF.test(token.href)) out.push({ type: 'link', href: token.href, children });
        else
          for (const child of children)
            if (child.type === 'text') text(child.text);
            else out.push(child);
        break;
      }
      case 'image':
        // Articles carry one illustration, in the front matter; an inline image shows its words.
        text((token as Tokens.Image).text);
        break;
      case 'html':
        rawHtml.push(token.text);
        text(token.text);
        break;
      default:
        if ('text' in token && typeof token.text === 'string') text(decode(token.text));
    }
  }
  return out;
}

const headingLevel = (depth: number): 2 | 3 | 4 => (depth <= 2 ? 2 : depth === 3 ? 3 : 4);

function toBlocks(tokens: Token[], rawHtml: string[]): Block[] {
  const out: Block[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        break;
      case 'heading':
        // A body heading is never above the article heading (the screen renders it one level lower).
        out.push({ type: 'heading', level: headingLevel(token.depth), children: toInlines(token.tokens, rawHtml) });
        break;
      case 'paragraph':
        out.push({ type: 'paragraph', children: toInlines(token.tokens, rawHtml) });
        break;
      case 'text':
        out.push({
          type: 'inline',
          children: toInlines(token.tokens ?? [{ type: 'text', raw: token.raw, text: token.text }], rawHtml),
        });
        break;
      case 'list': {
        const list = token as Tokens.List;
        out.push({
          type: 'list',
          ordered: list.ordered,
          start: typeof list.start === 'number' ? list.start : 1,
          items: list.items.map((item) => toBlocks(item.tokens, rawHtml)),
        });
        break;
      }
      case 'blockquote':
        out.push({ type: 'quote', children: toBlocks(token.tokens ?? [], rawHtml) });
        break;
      case 'code':
        out.push({ type: 'code', text: token.text });
        break;
      case 'hr':
        out.push({ type: 'rule' });
        break;
      case 'table': {
        const table = token as Tokens.Table;
        out.push({
          type: 'table',
          align: table.align,
          header: table.header.map((cell) => toInlines(cell.tokens, rawHtml)),
          rows: table.rows.map((row) => row.map((cell) => toInlines(cell.tokens, rawHtml))),
        });
        break;
      }
      case 'html':
        rawHtml.push(token.text);
        out.push({ type: 'paragraph', children: [{ type: 'text', text: token.text }] });
        break;
      default:
        if ('text' in token && typeof token.text === 'string')
          out.push({ type: 'paragraph', children: [{ type: 'text', text: token.text }] });
    }
  }
  return out;
}

function inlineText(inlines: Inline[]): string {
  return inlines
    .map((inline) => ('children' in inline ? inlineText(inline.children) : 'text' in inline ? inline.text : ' '))
    .join('');
}

/** Every visible word of the body, as a reader would count them. */
export function blockText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
        case 'paragraph':
        case 'inline':
          return inlineText(block.children);
        case 'list':
          return block.items.map(blockText).join(' ');
        case 'quote':
          return blockText(block.children);
        case 'code':
          return block.text;
        case 'table':
          return [...block.header, ...block.rows.flat()].map(inlineText).join(' ');
        case 'rule':
          return '';
      }
    })
    .join(' ');
}

export const countWords = (blocks: Block[]) =>
  blockText(blocks)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
