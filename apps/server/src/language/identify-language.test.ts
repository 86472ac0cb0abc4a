import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VISITOR_LANGUAGES, type VisitorLanguage } from '@app/shared/visitor-language';
import { identifyLanguage } from './identify-language.js';

/** Messages written for this test (test-data/visitor-languages): what tourists and customers ask, short ones included. */
const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test-data/visitor-languages');
const lines = (file: string) =>
  readFileSync(path.join(dataDir, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
const wordCount = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean).length;

describe('the language of a visitor message', () => {
  const rows = VISITOR_LANGUAGES.flatMap((language) => lines(`${language}.txt`).map((text) => ({ language, text })));

  it('has a few hundred messages per language to measure on', () => {
    for (const language of VISITOR_LANGUAGES) expect(rows.filter((r) => r.language === language).length).toBeGreaterThanOrEqual(180);
  });

  it('is right on at least 95% of the messages of five words or more, in each language', () => {
    const report: Record<string, string> = {};
    for (const language of VISITOR_LANGUAGES) {
      const long = rows.filter((r) => r.language === language && wordCount(r.text) >= 5);
      const right = long.filter((r) => identifyLanguage(r.text)?.language === language).length;
      report[language] = `${right}/${long.length}`;
      expect(right / long.length).toBeGreaterThanOrEqual(0.95);
    }
    // The figures the issue asks for, in the test's output.
    console.info('identifier accuracy, 5+ words:', report);
  });

  it('is right on most short messages, and a wrong answer on them is rarely called reliable', () => {
    const short = rows.filter((r) => wordCount(r.text) < 5);
    const found = short.map((r) => ({ ...r, found: identifyLanguage(r.text) }));
    const right = found.filter((r) => r.found?.language === r.language).length;
    const reliableWrong = found.filter((r) => r.found?.reliable && r.found.language !== r.language);
    console.info(`identifier accuracy, 1-4 words: ${right}/${short.length}; wrong but reliable: ${reliableWrong.length}`);
    expect(right / short.length).toBeGreaterThanOrEqual(0.9);
    expect(reliableWrong.length / short.length).toBeLessThanOrEqual(0.02);
  });

  it('reads a one-word greeting in each language', () => {
    const greetings: Record<VisitorLanguage, string[]> = {
      it: ['Ciao', 'Buongiorno!', 'Grazie'],
      en: ['Hello', 'Hi!', 'Thanks'],
      de: ['Hallo', 'Danke', 'Tschüss'],
      fr: ['Bonjour', 'Merci !', 'Salut'],
      es: ['Hola', '¡Gracias!', 'Adiós'],
    };
    for (const [language, words] of Object.entries(greetings))
      for (const word of words) expect(identifyLanguage(word), word).toEqual({ language, reliable: true });
  });

  it('follows the language most of a mixed message is in', () => {
    const mixed = lines('mixed.txt').map((line) => line.split('\t') as [VisitorLanguage, string]);
    expect(mixed.length).toBeGreaterThanOrEqual(20);
    const right = mixed.filter(([language, text]) => identifyLanguage(text)?.language === language).length;
    console.info(`identifier accuracy, mixed messages: ${right}/${mixed.length}`);
    expect(right / mixed.length).toBeGreaterThanOrEqual(0.95);
  });

  it('says nothing of a message without words', () => {
    expect(identifyLanguage('')).toBeNull();
    expect(identifyLanguage('12:30 ?!')).toBeNull();
    expect(identifyLanguage('👍')).toBeNull();
  });
});
