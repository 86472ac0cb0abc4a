/**
 * The agent's accent colour (issue 34, ADR 0135): it themes the chat's bubbles and buttons on a white page, with a text
 * colour chosen for WCAG AA. Zod-free: the chat pages and the server compute the same answer.
 */

/** The app's own accent (brand-600), used while an agent has chosen none. */
export const DEFAULT_ACCENT = '#4f46e5';
export const ACCENT_HEX = /^#[0-9a-fA-F]{6}$/;
/** WCAG 2.1 §1.4.11: a button or bubble must stand out from the white page by 3:1. */
export const MIN_ACCENT_CONTRAST = 3;
/** WCAG 2.1 §1.4.3 AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance (WCAG 2.1) of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whether the colour can be an accent: distinguishable on white (3:1). Text on it always reaches AA (white or black). */
export function isUsableAccent(hex: string): boolean {
  return ACCENT_HEX.test(hex) && contrastRatio(hex, '#ffffff') >= MIN_ACCENT_CONTRAST;
}

/** The text colour on the accent: white or black, whichever contrasts more (the better of the two is always ≥ 4.58:1, AA). */
export function accentTextColor(hex: string): '#ffffff' | '#000000' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}

/** A colour darkened step by step until it stands out from white (colours saved before the rule existed). */
export function adjustAccent(hex: string): string {
  if (!ACCENT_HEX.test(hex)) return DEFAULT_ACCENT;
  let rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const toHex = () => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  while (!isUsableAccent(toHex())) rgb = rgb.map((c) => Math.floor(c * 0.9));
  return toHex();
}

/** The colours a chat paints with: a missing accent is the app's own, one too light is darkened until it reaches 3:1. */
export function accentPalette(hex: string | null | undefined): { accent: string; text: '#ffffff' | '#000000' } {
  const accent = hex ? adjustAccent(hex.toLowerCase()) : DEFAULT_ACCENT;
  return { accent, text: accentTextColor(accent) };
}
