import { createContext, useContext } from 'react';
import { visitorCopy, type VisitorCopy } from '@app/shared/i18n/visitor/index';
import type { VisitorLanguage } from '@app/shared/visitor-language';

/**
 * What a visitor reads, in their language (issue 48): the public link and the widget provide it; the members' test
 * chat reads the default, the Italian catalogue (the same sentences as `chatText`).
 */
export interface VisitorCopyValue {
  language: VisitorLanguage;
  copy: VisitorCopy;
}

export const VisitorCopyContext = createContext<VisitorCopyValue>({ language: 'it', copy: visitorCopy('it') });

export const useVisitorCopy = () => useContext(VisitorCopyContext);
