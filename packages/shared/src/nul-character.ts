interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Step | null = step; at && at.key !== null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path to the first string or key holding a NUL character in a parsed input, or null when clean.
 * Iterative and linear, so a deeply nested body can neither overflow the stack nor take long.
 */
export function findNulCharacter(input: unknown): (string | number)[] | null {
  const pending: Step[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(step);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: step }));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf({ value: item, key, parent: step });
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
