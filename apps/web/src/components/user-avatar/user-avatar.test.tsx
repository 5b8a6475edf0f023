import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createApiClient } from '../../lib/api/api-client';
import { makeUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { UserAvatar } from './user-avatar';

const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picture-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.restoreAllMocks();
});

function renderAvatar(fetchImpl: typeof fetch, picture: string | null) {
  const api = createApiClient({ fetchImpl, getAccessToken: async () => 'token-1' });
  return renderWithProviders(<UserAvatar user={makeUser({ picture })} />, { api });
}

describe('UserAvatar', () => {
  it('loads the picture with the bearer token and shows it through an object URL', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(new Uint8Array([1, 2]), { headers: { 'Content-Type': 'image/png' } }),
    );
    const { container, unmount } = renderAvatar(fetchImpl, '/v2/app/user/pic?v=1');
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:picture-1'));
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/app/user/pic?v=1');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');

    unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picture-1'));
  });

  it('shows initials without a picture, and quietly after a 404', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'No picture' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderAvatar(fetchImpl, '/v2/app/user/pic?v=2');
    await waitFor(() => expect(debug).toHaveBeenCalled());
    expect(screen.getByText('JD')).toBeTruthy();

    const none = vi.fn<typeof fetch>();
    renderAvatar(none, null);
    expect(none).not.toHaveBeenCalled();
  });
});
