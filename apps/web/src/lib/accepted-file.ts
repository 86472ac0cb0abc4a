import { DOCUMENT_TYPES } from '@app/shared/document-types';

/** Whether a chosen file is of a type the knowledge accepts (the one shared list); the server checks its content again. */
export function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return DOCUMENT_TYPES.some(({ accept }) =>
    accept.some((a: string) => (a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a)),
  );
}
