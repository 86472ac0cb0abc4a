export function halfOf(file: string): 'tune' | 'held-out';
