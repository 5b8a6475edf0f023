import { describe, expect, it } from 'vitest';
import { offersEmbedCode } from './embed-offer';

describe('offersEmbedCode', () => {
  it('offers no embed code while the public dashboard page does not exist', () => {
    expect(offersEmbedCode({ public: true })).toBe(false);
    expect(offersEmbedCode({ public: false })).toBe(false);
  });

  it('offers it for public workspaces only once the page exists', () => {
    expect(offersEmbedCode({ public: true }, true)).toBe(true);
    expect(offersEmbedCode({ public: false }, true)).toBe(false);
  });
});
