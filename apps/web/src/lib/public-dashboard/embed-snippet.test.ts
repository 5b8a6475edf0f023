import { describe, expect, it } from 'vitest';
import { embedSnippet, publicDashboardUrl } from './embed-snippet';

describe('embedSnippet', () => {
  it('builds the public link from the origin and the workspace id', () => {
    expect(publicDashboardUrl('https://hde.example.org', 'ws 1')).toBe(
      'https://hde.example.org/public/ws%201',
    );
  });

  it('writes a borderless 100% by 600 frame with the referrer policy and an escaped title', () => {
    expect(embedSnippet('https://hde.example.org/public/ws-1', 'A "B" & <C>')).toBe(
      '<iframe src="https://hde.example.org/public/ws-1" width="100%" height="600"' +
        ' title="A &quot;B&quot; &amp; &lt;C&gt;" frameborder="0" style="border:0"' +
        ' referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
  });
});
