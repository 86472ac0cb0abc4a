import { lazy, Suspense } from 'react';

const loadRenderer = () => import('./markdown-renderer');
const MarkdownRenderer = lazy(loadRenderer);

/**
 * Fetches the Markdown renderer ahead of the first answer, once the page has drawn: react-markdown and its parser
 * are ~33 KB compressed, a sixth of the public chat's first load, and no page needs them for its first paint
 * (ADR 0208).
 */
export function preloadMarkdownAnswer(): void {
  void loadRenderer().catch(() => undefined);
}

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
