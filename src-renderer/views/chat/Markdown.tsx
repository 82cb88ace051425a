import type { ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { invoke } from '../../api/client';

/**
 * Links never navigate the page: a click asks main, which opens only http(s) URLs in the
 * system browser. Anything else is shown as plain text.
 */
function SafeLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  const safe = href && /^https?:\/\//i.test(href) ? href : null;
  if (!safe) return <span className="md-link md-link--inert">{children}</span>;
  return (
    <a
      href={safe}
      className="md-link"
      title={`Open ${safe} in your browser`}
      onClick={(e) => {
        e.preventDefault();
        void invoke('shell:open_external', { url: safe });
      }}
    >
      {children}
    </a>
  );
}

const components: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  // Images could load remote content; the CSP blocks them anyway, so say what they are instead.
  img: ({ alt, src }) => <span className="md-image">[image: {alt || src}]</span>,
};

/** The prefix citation markers are rewritten to, so the link renderer can turn them into chips. */
export const CITE_HREF = '#cite-';

/**
 * Model and agent text rendered as Markdown: GitHub tables and lists, no raw HTML ever. With
 * `renderCitation`, links to `#cite-N` (citation markers, see GroundedAnswer) render as chips.
 */
export function Markdown({ text, renderCitation }: { text: string; renderCitation?: (n: number) => ReactNode }) {
  const withCitations: Components = renderCitation
    ? {
        ...components,
        a: ({ href, children }) =>
          href?.startsWith(CITE_HREF) ? (
            renderCitation(Number(href.slice(CITE_HREF.length)))
          ) : (
            <SafeLink href={href}>{children}</SafeLink>
          ),
      }
    : components;
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={withCitations}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
