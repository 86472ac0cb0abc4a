export function characterErrorRate(expected: string, actual: string): number;
