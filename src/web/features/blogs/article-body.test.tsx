import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArticle } from '../../../domain/blogs/article-source.ts';
import { ArticleBody } from './article-body.tsx';

const article = (body: string) =>
  parseArticle(
    [
      '---',
      'blogId: 1',
      'heading: H',
      'headingDesc: D',
      'blogImg: /blog-images/1.svg',
      'date: 2022-02-10',
      'topic: t',
      '---',
      body,
    ].join('\n'),
  );

afterEach(cleanup);

describe('ArticleBody', () => {
  it('shows HTML written in the Markdown as text, never as elements', () => {
    const { container } = render(
      <ArticleBody
        blocks={article('Before <script>window.hacked = 1</script> after.\n\n<img src=x onerror="alert(1)">\n').blocks}
      />,
    );
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByText('Before <script>window.hacked = 1</script> after.')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders headings below the article heading, lists, tables and safe links', () => {
    render(
      <ArticleBody
        blocks={
          article(
            '## Costs\n\n1. First\n2. Second\n\n| Model | Price |\n|---|--:|\n| Mini | ₹5,500 |\n\n[Source](https://powermin.gov.in/) and [bad](javascript:alert(1))\n',
          ).blocks
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Costs' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('columnheader', { name: 'Price' }).style.textAlign).toBe('right');
    expect(screen.getByRole('cell', { name: '₹5,500' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Source' });
    expect(link.getAttribute('href')).toBe('https://powermin.gov.in/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
