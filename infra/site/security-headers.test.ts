import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicyOf, inlineScriptHashesIn, inlineScriptHashesOf } from './security-headers';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the hashes of the inline scripts of a page', () => {
  it('hashes the scripts a browser runs, exactly as written', () => {
    const snippet = "try{if(localStorage.getItem('cookie-consent'))document.documentElement.setAttribute('data-cookie-consent','')}catch{}";
    const html = `<head><script>${snippet}</script><script type="module">import('/x.js')</script></head>`;
    expect(inlineScriptHashesOf(html)).toEqual([sha256(snippet), sha256("import('/x.js')")]);
  });

  it('leaves out scripts loaded from a file and JSON-LD, which is data', () => {
    const html = '<script type="module" crossorigin src="/assets/index.js"></script><script type="application/ld+json">{"@type":"FAQPage"}</script>';
    expect(inlineScriptHashesOf(html)).toEqual([]);
  });

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('collects each hash once over every page of the built apps', () => {
    const dist = mkdtempSync(join(tmpdir(), 'passerelle-csp-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'tarifs'));
    writeFileSync(join(dist, 'index.html'), '<script>a()</script>');
    writeFileSync(join(dist, 'tarifs', 'index.html'), '<script>a()</script><script>b()</script>');
    writeFileSync(join(dist, 'notes.txt'), '<script>c()</script>');
    expect(inlineScriptHashesIn([dist, join(dist, 'absent')])).toEqual([sha256('a()'), sha256('b()')].sort());
  });
});

describe('the content security policy', () => {
  it('allows scripts from the site and by hash only, and no framing', () => {
    const policy = contentSecurityPolicyOf(['sha256-abc=']);
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy.match(/script-src[^;]*/)?.[0]).not.toMatch(/unsafe/);
  });
});
