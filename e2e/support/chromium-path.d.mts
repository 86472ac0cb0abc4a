export function chromiumPath(): string;
export function fullChromiumPath(): string;
