import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function ModalHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Mở
      </button>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Sửa thương hiệu"
        size="lg"
        footer={<button type="button">Lưu</button>}
      >
        <label>
          Tên
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a modal dialog named by its title, and Escape closes it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<ModalHarness onClose={onClose} />);

    await user.click(screen.getByRole('button', { name: 'Mở' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa thương hiệu' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('max-w-2xl');

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside while open and gives it back on close', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Mở' });

    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);

    const close = screen.getByRole('button', { name: 'Đóng' });
    const field = screen.getByLabelText('Tên');
    const save = screen.getByRole('button', { name: 'Lưu' });
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab();
    expect(document.activeElement).toBe(save);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(save);

    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Mở' }));
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets only the top dialog of a stack react to Escape', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <>
        <Modal open onClose={closeOuter} title="Ngoài" />
        <AlertDialog open onClose={closeInner} message="Bên trong" />
      </>,
    );
    await user.keyboard('{Escape}');
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });
});

describe('AlertDialog', () => {
  it.each([
    ['success', 'Thành công'],
    ['error', 'Lỗi'],
    ['warning', 'Cảnh báo'],
    ['info', 'Thông tin'],
  ] as const)('titles a %s alert %s by default and focuses its button', (type, title) => {
    render(<AlertDialog open onClose={() => {}} type={type} message="Nội dung" />);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription('Nội dung');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đóng' }));
  });
});

describe('ConfirmDialog', () => {
  it.each([
    ['danger', 'Xác nhận xóa', 'Xóa'],
    ['warning', 'Xác nhận', 'Xác nhận'],
    ['info', 'Xác nhận', 'Xác nhận'],
  ] as const)('titles a %s confirmation %s by default', (type, title, confirmLabel) => {
    render(<ConfirmDialog open onClose={() => {}} onConfirm={() => {}} type={type} message="Chắc chưa?" />);
    expect(screen.getByRole('dialog', { name: title })).toBeVisible();
    expect(screen.getByRole('button', { name: confirmLabel })).toBeVisible();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hủy' }));
  });

  it('confirms, cancels, and waits for an async confirmation', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ConfirmDialog open onClose={onClose} onConfirm={onConfirm} type="danger" message="Xóa thương hiệu?" />);

    await user.click(screen.getByRole('button', { name: 'Xóa' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Hủy' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    finish();
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Hủy' }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
