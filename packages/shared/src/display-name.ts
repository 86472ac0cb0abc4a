/** Display name: full name, else the part of the e-mail before '@', else 'Utente' (spec §3). */
export function displayName(input: {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}): string {
  const full =
    input.fullName?.trim() ||
    [input.firstName, input.lastName]
      .filter((p) => p && p.trim())
      .join(' ')
      .trim();
  if (full) return full;
  const local = input.email?.split('@')[0]?.trim();
  return local || 'Utente';
}

export function initials(name: string): string {
  const parts = name.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[1]![0]] : [name[0], name[1]];
  return letters.filter(Boolean).join('').toUpperCase() || 'U';
}
