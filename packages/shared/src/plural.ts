/** Italian plural categories: "one" for 1, "other" for everything else (0 included), as Intl.PluralRules says. */
const rules = new Intl.PluralRules('it-IT');
const numberFmt = new Intl.NumberFormat('it-IT');

/**
 * A count with its noun in the right form, the number written the Italian way: plural(1, 'agente', 'agenti') is
 * '1 agente', plural(1200, 'messaggio', 'messaggi') is '1.200 messaggi'. Every count the interface shows goes
 * through it (issue 32: no '1 agenti').
 */
export function plural(count: number, one: string, other: string): string {
  return `${numberFmt.format(count)} ${pluralForm(count, one, other)}`;
}

/** The form alone, for sentences that put the number elsewhere ('OCR su 1 pagina'). */
export function pluralForm(count: number, one: string, other: string): string {
  return rules.select(count) === 'one' ? one : other;
}
