import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { FormModal } from './form-modal';

/** A staff list's dialog: a fresh form (a new key) for every opening, mounted already open. */
function Screen() {
  const [dialog, setDialog] = useState({ opened: false, key: 0 });
  return (
    <>
      <button type="button" onClick={() => setDialog((d) => ({ opened: true, key: d.key + 1 }))}>
        Add Employee
      </button>
      {dialog.key > 0 ? (
        <FormModal
          key={dialog.key}
          opened={dialog.opened}
          onClose={() => setDialog((d) => ({ ...d, opened: false }))}
          title="Add Employee"
        >
          <input aria-label="First Name" />
        </FormModal>
      ) : null}
    </>
  );
}

describe('FormModal', () => {
  it('gives focus back to the button that opened it', async () => {
    renderWithProviders(<Screen />);
    const opener = screen.getByRole('button', { name: 'Add Employee' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.click(close);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
