import { lazy, Suspense } from 'react';

/**
 * The Markdown renderer's module, for a page to fetch ahead of its first answer (`prefetchWhenIdle`): react-markdown
 * and its parser are ~33 KB compressed, a sixth of the public chat's first load, and no page needs them for its first
 * paint (ADR 0208).
 */
export const loadMarkdownRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(loadMarkdownRenderer);

/**
 * An agent's answer as Markdown (see markdown-renderer.tsx for what is rendered and what is refused). Until the
 * renderer has arrived the answer is shown as plain text, never as HTML.
 */
export function MarkdownAnswer({ text }: { text: string }) {
  return (
    <div className="break-words text-sm leading-relaxed">
      <Suspense fallback={<p className="whitespace-pre-wrap">{text}</p>}>
        <MarkdownRenderer text={text} />
      </Suspense>
    </div>
  );
}
