import { describe, expect, it } from 'vitest';
import { webLinkOf } from './web-link';

describe('a stored link followed only to a web page', () => {
  it('gives the https: and http: links as the URL parser writes them', () => {
    expect(webLinkOf('https://www.fnac.com/casque')).toBe('https://www.fnac.com/casque');
    expect(webLinkOf('HTTP://Boutique.example')).toBe('http://boutique.example/');
  });

  it('gives nothing for other schemes, however written, and for what is no URL', () => {
    for (const text of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:msgbox(1)', 'file:///etc/passwd', 'fnac', '']) {
      expect(webLinkOf(text)).toBeNull();
    }
  });
});
