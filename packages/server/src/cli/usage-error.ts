/** A mistake in the command line or its inputs: printed as one line, exit code 1. */
export class UsageError extends Error {}
