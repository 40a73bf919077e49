// The Content-Security-Policy of every page, rendered by Astro as a <meta> tag (security.csp in
// astro.config.mjs). Astro adds the hashes of the inline scripts and styles it emits to
// script-src and style-src. Hosting headers that a meta tag cannot carry: public/_headers and
// docs/hosting.md.

/**
 * Everything is loaded from the site itself; nothing is fetched from anywhere else. Connections
 * fall back to default-src ('self'): only /friends/ adds its own connect-src (FRIENDS_CONNECT).
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
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

/**
 * /friends/ talks to a table server whose address the player may type (any host; WebSocket for
 * the table, HTTP for its health check and the list of open tables), so that one page allows
 * connections to any ws(s) and http(s) address. Scripts stay as strict as everywhere else.
 */
export const FRIENDS_CONNECT = "connect-src 'self' ws: wss: http: https:" as const;
