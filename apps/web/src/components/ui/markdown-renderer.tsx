import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  // Links from an answer open in a new tab and cannot reach back into this page.
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
      {children}
    </a>
  ),
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal pl-5">{children}</ol>,
  blockquote: ({ children }) => <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700">{children}</blockquote>,
  code: ({ children }) => <code className="rounded bg-slate-100 px-1 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="my-2 overflow-x-auto rounded bg-slate-100 p-3">{children}</pre>,
};

/**
 * An agent's answer as Markdown, safely: raw HTML in the text is shown as literal text, never rendered
 * (react-markdown turns it into text when no raw-HTML plugin is used), unsafe URLs (javascript:…) are
 * dropped by its default URL filter, and images are shown as their alt text so an answer cannot load
 * outside resources. Loaded on demand by `MarkdownAnswer`.
 */
export default function MarkdownRenderer({ text }: { text: string }) {
  return (
    <Markdown components={components} disallowedElements={['img']} unwrapDisallowed>
      {text}
    </Markdown>
  );
}
