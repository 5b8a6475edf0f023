import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CONFIRMATION_TYPES, type ConfirmationType } from '@hde/contracts';
import { CONFIRM_BUTTON_TEXT } from '@hde/contracts/text';
import { ConfirmationProvider } from './confirmation-provider';
import { useConfirm } from './confirm-context';

function Opener({ type }: { type: ConfirmationType }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('pending');
  return (
    <>
      <button
        onClick={() => {
          void confirm({ type, title: `Title of ${type}`, message: `Message of ${type}` }).then((value) =>
            setResult(String(value)),
          );
        }}
      >
        open
      </button>
      <output>{result}</output>
    </>
  );
}

const EXPECTED: Record<ConfirmationType, { cancel: boolean; confirm: string; red: boolean }> = {
  removeFilter: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  cancelInvitation: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  revokeAccess: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  acceptInvitation: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  rejectInvitation: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  reInvite: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  deleteWorkspace: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.deleteWorkspace, red: true },
  deleteDashboard: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  unableDeleteWorkspace: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.contactSupport, red: false },
  unableDelete: { cancel: false, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  info: { cancel: false, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
  deleteSavedFilterConfig: { cancel: true, confirm: CONFIRM_BUTTON_TEXT.confirm, red: false },
};

describe('ConfirmationProvider', () => {
  it('covers every confirmation type', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...CONFIRMATION_TYPES].sort());
  });

  it.each(CONFIRMATION_TYPES)('shows the button rules of %s and resolves true on confirm', async (type) => {
    const user = userEvent.setup();
    render(
      <ConfirmationProvider>
        <Opener type={type} />
      </ConfirmationProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));

    const dialog = screen.getByRole('dialog', { name: `Title of ${type}` });
    expect(within(dialog).getByText(`Message of ${type}`)).toBeTruthy();
    const buttons = within(dialog).getAllByRole('button');
    const expected = EXPECTED[type];
    expect(buttons.map((b) => b.textContent)).toEqual(
      expected.cancel ? [CONFIRM_BUTTON_TEXT.cancel, expected.confirm] : [expected.confirm],
    );
    const confirmButton = within(dialog).getByRole('button', { name: expected.confirm });
    expect(confirmButton.className.includes('MuiButton-containedError')).toBe(expected.red);

    await user.click(confirmButton);
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('true'));
  });

  it('resolves false on Cancel', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmationProvider>
        <Opener type="revokeAccess" />
      </ConfirmationProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.click(screen.getByRole('button', { name: CONFIRM_BUTTON_TEXT.cancel }));
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('false'));
  });

  it('resolves false on Escape', async () => {
    const user = userEvent.setup();
    render(
      <ConfirmationProvider>
        <Opener type="info" />
      </ConfirmationProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('status', { hidden: true }).textContent).toBe('false'));
  });
});
