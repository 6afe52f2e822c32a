import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multiline, safeColour, safeUrl } from './html.ts';

describe('html', () => {
  it('escapes every interpolated value and keeps nested templates', () => {
    const dish = '<script>alert("x")</script>';
    const row = html`<td>${dish}</td>`;
    expect(html`<tr>${row}${[html`<td>${"O'Brien & Co"}</td>`, null, false]}</tr>`.value).toBe(
      '<tr><td>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</td><td>O&#39;Brien &amp; Co</td></tr>',
    );
    expect(html`<a title="${'" onmouseover="x'}">`.value).toBe('<a title="&quot; onmouseover=&quot;x">');
    expect(escapeHtml('1 < 2')).toBe('1 &lt; 2');
  });

  it('keeps line breaks of escaped text, and lets only http(s) URLs and hex colours through', () => {
    expect(multiline('a<b>\nc').value).toBe('a&lt;b&gt;<br>c');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
    expect(safeUrl('https://example.com/a b')).toBe('https://example.com/a%20b');
    expect(safeColour('red;background:url(x)', '#000000')).toBe('#000000');
    expect(safeColour('#6a1b9a', '#000000')).toBe('#6a1b9a');
  });
});
