import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PICTURE_FIELD, PICTURE_MAX_BYTES, type User } from '@hde/contracts/api';
import { ACCOUNT_TEXT, ERROR_MESSAGES, SUCCESS_MESSAGES } from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AccountPage } from './account-page';

function setup(routes: MockRoutes = {}) {
  const { api, calls } = createMockApi(routes);
  const view = renderWithProviders(<AccountPage />, { api, user: makeUser() });
  const fileInput = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { ...view, calls, fileInput, events: userEvent.setup() };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Profile picture upload', () => {
  it('opens an image-only file picker from an accessible button', async () => {
    const { fileInput, events } = setup();
    expect(fileInput.accept).toBe('image/*');
    const click = vi.spyOn(fileInput, 'click');
    await events.click(screen.getByRole('button', { name: ACCOUNT_TEXT.changePicture }));
    expect(click).toHaveBeenCalled();
  });

  it('uploads the picture as multipart field image and refreshes the user', async () => {
    // The new picture's GET answers 404 here: logged quietly, initials stay.
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const updated: User = makeUser({ picture: '/v2/app/user/pic?v=abc' });
    const { fileInput, events, calls, queryClient } = setup({ 'POST /v2/app/user/pic': updated });
    const file = png();
    await events.upload(fileInput, file);

    expect(await screen.findByText(SUCCESS_MESSAGES.pictureUpdated)).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.path).toBe('/v2/app/user/pic');
    expect((upload?.body as FormData).get(PICTURE_FIELD)).toBe(file);
    expect(queryClient.getQueryData<User>(['app', 'user'])?.picture).toBe('/v2/app/user/pic?v=abc');
  });

  it('tells the user when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fileInput, events } = setup({ 'POST /v2/app/user/pic': errorReply(415) });
    await events.upload(fileInput, png());
    expect(await screen.findByText(ERROR_MESSAGES.picture)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: ACCOUNT_TEXT.changePicture }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
  });

  it.each([
    ['a PDF', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })],
    ['an SVG', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })],
    [
      'a picture over the size limit',
      new File([new Uint8Array(PICTURE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    ],
  ])('refuses %s without calling the API', async (_name, file) => {
    const { fileInput, calls } = setup();
    fireEvent.change(fileInput, { target: { files: [file] } });
    expect(await screen.findByText(ERROR_MESSAGES.picture)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
