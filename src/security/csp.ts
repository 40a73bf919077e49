// The Content-Security-Policy of every page, rendered by Astro as a <meta> tag (security.csp in
// astro.config.mjs). Astro adds the hashes of the inline scripts and styles it emits to
// script-src and style-src. Hosting headers that a meta tag cannot carry: public/_headers and
// docs/hosting.md.

/** Everything is loaded from the site itself; nothing is fetched from anywhere else. */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

export const contentSecurityPolicy = {
  directives: [...CSP_DIRECTIVES],
  scriptDirective: {
    // Pagefind's search runs as WebAssembly, which must be compiled in the page.
    resources: ["'self'", "'wasm-unsafe-eval'"],
  },
  styleDirective: {
    // style="…" attributes (syntax-highlighted code, card layouts) are allowed; <style> elements
    // and stylesheets still need 'self' or one of Astro's hashes. This is why Astro's two
    // warnings at start-up ("Shiki … inline styles", "style-src-attr override style-src") are
    // expected: Shiki writes only style attributes, and those are what style-src-attr allows.
    resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
  },
};
