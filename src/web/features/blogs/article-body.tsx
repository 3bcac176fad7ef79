import type { ReactNode } from 'react';
import type { Block, Inline } from '../../../domain/blogs/blog-content.ts';

/**
 * An article body from its build-time blocks (src/domain/blogs/article-source.ts). Every piece
 * of text is a React text node, so nothing in an article can become markup or script.
 */
export function ArticleBody({ blocks }: { blocks: Block[] }) {
  return <div className="blog-article__body">{renderBlocks(blocks)}</div>;
}

function renderBlocks(blocks: Block[]): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        // The header's h1 names the screen and the article heading is an h2, so body headings sit below it.
        const Heading = `h${block.level + 1}` as 'h3' | 'h4' | 'h5';
        return <Heading key={index}>{renderInlines(block.children)}</Heading>;
      }
      case 'paragraph':
        return <p key={index}>{renderInlines(block.children)}</p>;
      case 'inline':
        return <span key={index}>{renderInlines(block.children)}</span>;
      case 'list':
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {block.items.map((item, i) => (
              <li key={i}>{renderBlocks(item)}</li>
            ))}
          </ol>
        ) : (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{renderBlocks(item)}</li>
            ))}
          </ul>
        );
      case 'quote':
        return <blockquote key={index}>{renderBlocks(block.children)}</blockquote>;
      case 'code':
        return (
          <pre key={index}>
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} />;
      case 'table':
        // Comparison tables are wider than a phone: the wrapper scrolls sideways, the page does not.
        return (
          <div
            key={index}
            className="blog-article__table"
            role="region"
            aria-label={block.header.map(inlineLabel).join(', ')}
            tabIndex={0}
          >
            <table>
              <thead>
                <tr>
                  {block.header.map((cell, i) => (
                    <th key={i} scope="col" style={align(block.align[i])}>
                      {renderInlines(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td key={i} style={align(block.align[i])}>
                        {renderInlines(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
    }
  });
}

const align = (value: 'left' | 'right' | 'center' | null | undefined) => (value ? { textAlign: value } : undefined);

const inlineLabel = (inlines: Inline[]): string =>
  inlines
    .map((inline) => ('children' in inline ? inlineLabel(inline.children) : 'text' in inline ? inline.text : ' '))
    .join('');

function renderInlines(inlines: Inline[]): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case 'text':
        return inline.text;
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(inline.children)}</em>;
      case 'del':
        return <del key={index}>{renderInlines(inline.children)}</del>;
      case 'code':
        return <code key={index}>{inline.text}</code>;
      case 'br':
        return <br key={index} />;
      case 'link': {
        // Sources open beside the app; links within the site stay in it.
        const external = !inline.href.startsWith('/');
        return (
          <a key={index} href={inline.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {renderInlines(inline.children)}
          </a>
        );
      }
    }
  });
}
