import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addInlineHashes, inlineHashes } from '../../src/security/inlineScriptHashes.ts';

const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const page = (head: string, body: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-AAA='; style-src 'self'; style-src-attr 'unsafe-inline';">${head}</head><body>${body}</body></html>`;

describe('CSP hashes of inline scripts', () => {
  it('hash the scripts a browser runs, not external or data scripts', () => {
    const html = page(
      '<script>var a = 1;</script>',
      '<script type="module">b()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script><style>p{color:red}</style>',
    );
    expect(inlineHashes(html)).toEqual({ scripts: [hash('var a = 1;'), hash('b()')], styles: [hash('p{color:red}')] });
  });

  it('add the missing hashes to script-src and style-src, once', () => {
    const html = page('<script>var a = 1;</script>', '<script>var a = 1;</script><style>p{}</style>');
    const { html: out, error } = addInlineHashes(html);
    expect(error).toBeUndefined();
    const policy = /content="([^"]*)"/.exec(out)![1];
    expect(policy).toContain(`script-src 'self' 'sha256-AAA=' ${hash('var a = 1;')};`);
    expect(policy).toContain(`style-src 'self' ${hash('p{}')};`);
    expect(policy).toContain("style-src-attr 'unsafe-inline'");
    expect(addInlineHashes(out).html).toBe(out);
  });

  it('report a page without the policy instead of passing it silently', () => {
    expect(addInlineHashes('<html><script>x()</script></html>').error).toBe('no Content-Security-Policy meta tag');
  });
});
