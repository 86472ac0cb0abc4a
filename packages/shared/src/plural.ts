/**
 * Italian plural categories: "one" for 1, "other" for everything else (0 included), as Intl.PluralRules('it-IT')
 * says (for integers: the counts the interface shows).
 *
 * No Intl object is built when the module loads (issue 34, ADR 0164): Chromium spends tens of milliseconds (hundreds
 * on a slow phone) loading the number data of the first Intl.NumberFormat, and every page imports this module. An
 * integer is written here the way Intl.NumberFormat('it-IT') writes it (a dot every three digits from 10.000 on:
 * Italian's minimum grouping of two digits); anything else asks Intl, built once on first use.
 */
let numberFmt: Intl.NumberFormat | undefined;

export function formatCountIt(count: number): string {
  if (Number.isSafeInteger(count)) {
    const digits = String(Math.abs(count));
    const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
    return count < 0 ? `-${grouped}` : grouped;
  }
  numberFmt ??= new Intl.NumberFormat('it-IT');
  return numberFmt.format(count);
}

/**
 * A count with its noun in the right form, the number written the Italian way: plural(1, 'agente', 'agenti') is
 * '1 agente', plural(12000, 'messaggio', 'messaggi') is '12.000 messaggi'. Every count the interface shows goes
 * through it (issue 32: no '1 agenti').
 */
export function plural(count: number, one: string, other: string): string {
  return `${formatCountIt(count)} ${pluralForm(count, one, other)}`;
}

/** The form alone, for sentences that put the number elsewhere ('OCR su 1 pagina'). */
export function pluralForm(count: number, one: string, other: string): string {
  // Intl.PluralRules('it-IT') answers "one" for 1 and -1 alone (1,5 and 0 are "other").
  return Math.abs(count) === 1 ? one : other;
}
