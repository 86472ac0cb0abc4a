/**
 * Radix moves focus to a tab from script when it is clicked, and Chromium then counts it as :focus-visible, so a
 * mouse click left a focus box on the tab. The last kind of input is kept on <html data-input>, and the stylesheet
 * hides that box after a pointer (keyboard users keep it).
 */
export function trackInputModality(root: HTMLElement = document.documentElement): void {
  const set = (kind: 'pointer' | 'keyboard') => () => {
    if (root.dataset.input !== kind) root.dataset.input = kind;
  };
  window.addEventListener('pointerdown', set('pointer'), { capture: true, passive: true });
  window.addEventListener('keydown', set('keyboard'), { capture: true, passive: true });
}
