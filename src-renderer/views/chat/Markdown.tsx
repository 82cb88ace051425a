import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { invoke } from '../../api/client';

/**
 * Links never navigate the page: a click asks main, which opens only http(s) URLs in the
 * system browser. Anything else is shown as plain text.
 */
const components: Components = {
  a: ({ href, children }) => {
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
  },
  // Images could load remote content; the CSP blocks them anyway, so say what they are instead.
  img: ({ alt, src }) => <span className="md-image">[image: {alt || src}]</span>,
};

/** Model and agent text rendered as Markdown: GitHub tables and lists, no raw HTML ever. */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
