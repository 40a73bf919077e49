/** The largest progress file an import reads: a real one is a few hundred kilobytes; a browser keeps about 5 MB per site. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
