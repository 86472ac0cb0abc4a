/**
 * Where a page that sent the visitor to sign in asked to come back (the pricing page's plan), from the
 * navigation state `{ returnTo }`: same-site paths only, so a crafted state cannot send anyone elsewhere.
 */
export function returnPath(state: unknown): string | null {
  const to = (state as { returnTo?: unknown } | null)?.returnTo;
  return typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : null;
}
