// The command-line options of the benchmarks: taken out of `args` as they are read, so what is left is positional.

/** The value after `name` (`--sample 2`), or undefined when `name` is not given. */
export function takeOption(args, name) {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
}

/** Whether the switch `name` (`--sweep`) is given. */
export function takeSwitch(args, name) {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
}
