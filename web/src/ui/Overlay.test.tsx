import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { confirmQueue } from '../lib/confirm';
import { getHashLocation, navigate } from '../lib/router';
import { ConfirmHost } from './ConfirmHost';
import { Dropdown } from './Dropdown';
import { modalDialogs, topModalDialog } from './modalDialogs';
import { Overlay, OverlayCloseButton, type OverlayProps } from './Overlay';

const UNSAVED_CLOSE_MESSAGE = 'You have unsaved changes. Do you really want to close the panel?';

function renderOverlay(props: Partial<OverlayProps> = {}) {
  const onClose = vi.fn();
  const all: OverlayProps = {
    open: true,
    onClose,
    title: 'Edit admin',
    children: <input aria-label="Email" />,
    footer: <OverlayCloseButton />,
    ...props,
  };
  const view = render(
    <>
      <Overlay {...all} />
      <ConfirmHost />
    </>,
  );
  return { ...view, onClose, props: all };
}

afterEach(() => {
  act(() => confirmQueue.get().forEach((r) => r.resolve(false)));
});

describe('Overlay', () => {
  it('renders an open modal dialog named by its title, with body and footer', () => {
    renderOverlay();
    expect(screen.getByRole('dialog', { name: 'Edit admin' })).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderOverlay({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the × button', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['the footer Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    [
      'the backdrop',
      () =>
        userEvent.pointer({
          keys: '[MouseLeft>]',
          target: screen.getByRole('dialog', { name: 'Edit admin' }),
        }),
    ],
  ])('closes at once on %s when nothing changed', async (_, act) => {
    const { onClose } = renderOverlay();
    await act();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Cancel with unsaved changes asks before closing (the footer button goes through the guard)', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay({ isDirty: true });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('dialog', { name: 'Confirmation' });
    expect(question).toHaveTextContent(UNSAVED_CLOSE_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks once on Escape with unsaved changes; Escape on the question answers No', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay({ isDirty: true });
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('dialog', { name: 'Confirmation' })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be closed while locked (saving)', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay({ isLocked: true });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('an Escape that closes a menu inside the panel does not close the panel', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay({
      children: <Dropdown label="Actions" trigger="⋯" items={[{ label: 'Duplicate', onSelect: () => {} }]} />,
    });
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('stacked overlays: only the topmost reacts to Escape and Ctrl+S', () => {
  function Stack({ onSaveOuter, onSaveInner }: { onSaveOuter: () => void; onSaveInner: () => void }) {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(true);
    return (
      <>
        <Overlay open={outer} onClose={() => setOuter(false)} title="Editor" onSave={onSaveOuter}>
          <p>outer</p>
        </Overlay>
        <Overlay
          open={inner}
          onClose={() => setInner(false)}
          title="Picker"
          variant="popup"
          onSave={onSaveInner}
        >
          <p>inner</p>
        </Overlay>
        <ConfirmHost />
      </>
    );
  }

  it('Escape closes the picker first, then the editor', async () => {
    const user = userEvent.setup();
    render(<Stack onSaveOuter={() => {}} onSaveInner={() => {}} />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Editor' })).not.toHaveClass('closing');
    expect(screen.getByRole('dialog', { name: 'Picker' })).toHaveClass('closing');
  });

  it('Ctrl+S saves only the topmost', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(<Stack onSaveOuter={outer} onSaveInner={inner} />);
    await user.keyboard('{Control>}s{/Control}');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('the closing panel keeps its content until it is gone', () => {
  it('does not flip to another title or body during the close animation', async () => {
    function Page() {
      const [admin, setAdmin] = useState<string | null>('ann@example.com');
      return (
        <Overlay
          open={admin !== null}
          onClose={() => setAdmin(null)}
          title={admin ? 'Edit admin' : 'New admin'}
          footer={<OverlayCloseButton />}
        >
          {admin ? <p>{admin}</p> : <input aria-label="Password" />}
        </Overlay>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Edit admin' })).toHaveClass('closing');
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('tells its owner once it has left the screen, not before', async () => {
    function Page({ onClosed }: { onClosed: () => void }) {
      const [open, setOpen] = useState(true);
      return (
        <Overlay
          open={open}
          onClose={() => setOpen(false)}
          onClosed={onClosed}
          title="Edit admin"
          footer={<OverlayCloseButton />}
        >
          <p>body</p>
        </Overlay>
      );
    }
    const onClosed = vi.fn();
    const user = userEvent.setup();
    render(<Page onClosed={onClosed} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog', { name: 'Edit admin' })).toHaveClass('closing');
    expect(onClosed).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});

describe('Overlay and the modal stack', () => {
  it('leaves the modal stack when taken off the page while open, so the toasts move back to the page', () => {
    const view = renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Edit admin' });
    expect(topModalDialog(modalDialogs.get())).toBe(dialog);
    view.unmount();
    expect(modalDialogs.get()).not.toContain(dialog);
  });
});

describe('route changes go through the guard', () => {
  beforeEach(() => navigate('/settings/admins', { force: true }));

  it('asks before leaving with unsaved changes; No stays, Yes leaves', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay({ isDirty: true });
    act(() => navigate('/logs'));
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(getHashLocation().path).toBe('/settings/admins');
    expect(onClose).not.toHaveBeenCalled();

    act(() => navigate('/logs'));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(getHashLocation().path).toBe('/logs');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves without a question when nothing changed', () => {
    renderOverlay();
    act(() => navigate('/logs'));
    expect(getHashLocation().path).toBe('/logs');
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument();
  });
});

describe('a render error inside the panel', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('shows a message and Retry in the panel; the footer keeps working', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onClose } = renderOverlay({ children: <Broken /> });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while showing this panel.');
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });
});
