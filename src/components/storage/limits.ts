/**
 * The largest progress file an import reads. A browser keeps at most 10 MiB for a site
 * (Chromium; Firefox and Safari 5 MiB), and an export is the stores' compact JSON: whatever this
 * browser can export, the import takes (a session of 10,000 deals is about 2 MB), and nothing
 * larger is read into the page.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
