import { tooManyAttemptsMessage } from '@shop/core/constants';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUser, signInStore, signOutStore, storedItems } from '../test/auth-fixtures';
import { apiError, deferred, mockFetch, type MockAnswer } from '../test/fetch-mock';
import { useAuthStore } from './auth-store';
import { LoginPage } from './login-page';

const loginOk = { body: { token: 'jwt-1', user: adminUser } };

function renderLogin(entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Khu quản trị</h1> },
      { path: '/admin/products', element: <h1>Quản lý sản phẩm</h1> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const usernameField = () => screen.getByLabelText('Tên đăng nhập');
const passwordField = () => screen.getByLabelText('Mật khẩu');
const submitButton = () => screen.getByRole('button', { name: 'Đăng nhập' });

beforeEach(() => {
  signOutStore();
});

describe('login validation', () => {
  it('requires both fields and sends nothing', async () => {
    const api = mockFetch({ 'POST /api/auth/login': loginOk });
    const { user } = renderLogin();

    await user.click(submitButton());

    expect(await screen.findByText('Username là bắt buộc')).toBeVisible();
    expect(screen.getByText('Mật khẩu là bắt buộc')).toBeVisible();
    expect(usernameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it('asks for at least 3 characters of username and 6 of password', async () => {
    const api = mockFetch({ 'POST /api/auth/login': loginOk });
    const { user } = renderLogin();

    await user.type(usernameField(), 'ab');
    await user.type(passwordField(), '12345');
    await user.click(submitButton());

    expect(await screen.findByText('Username phải có ít nhất 3 ký tự')).toBeVisible();
    expect(screen.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeVisible();
    expect(screen.queryByText('Username là bắt buộc')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it("clears a field's error as soon as that field is edited", async () => {
    mockFetch({});
    const { user } = renderLogin();
    await user.click(submitButton());
    await screen.findByText('Username là bắt buộc');

    await user.type(usernameField(), 'a');

    expect(screen.queryByText('Username là bắt buộc')).toBeNull();
    expect(screen.queryByText('Username phải có ít nhất 3 ký tự')).toBeNull();
    expect(screen.getByText('Mật khẩu là bắt buộc')).toBeVisible();
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    expect(passwordField().getAttribute('type')).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Hiện mật khẩu' }));
    expect(passwordField().getAttribute('type')).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Ẩn mật khẩu' }));
    expect(passwordField().getAttribute('type')).toBe('password');
  });
});

describe('login submission', () => {
  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
    await user.type(usernameField(), '  admin ');
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
  }

  it('shows Đang đăng nhập... while the request runs', async () => {
    const answer = deferred<MockAnswer>();
    mockFetch({ 'POST /api/auth/login': () => answer.promise });
    const { user } = renderLogin();

    await fillAndSubmit(user);

    const busy = await screen.findByRole('button', { name: 'Đang đăng nhập...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(loginOk);
    await screen.findByRole('dialog', { name: 'Đăng nhập thành công' });
  });

  it("shows the server's message in the Lỗi đăng nhập dialog and in the red box", async () => {
    const api = mockFetch({ 'POST /api/auth/login': apiError(401, 'Tên đăng nhập hoặc mật khẩu không đúng') });
    const { user } = renderLogin();

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi đăng nhập' });
    expect(within(dialog).getByText('Tên đăng nhập hoặc mật khẩu không đúng')).toBeVisible();
    expect(screen.getByTestId('login-error').textContent).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(api.requests[0]?.body).toEqual({ username: 'admin', password: 'secret-1' });
    expect(storedItems()).toEqual({});

    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('login-error').textContent).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('falls back to Đăng nhập thất bại when the server sends no message', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 502, raw: 'Bad gateway' } });
    const { user } = renderLogin();

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Lỗi đăng nhập' });
    expect(within(dialog).getByText('Đăng nhập thất bại')).toBeVisible();
    expect(screen.getByTestId('login-error').textContent).toBe('Đăng nhập thất bại');
  });

  it('welcomes the user back, then goes to /admin', async () => {
    mockFetch({ 'POST /api/auth/login': loginOk });
    const { user, router } = renderLogin();

    await fillAndSubmit(user);

    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập thành công' });
    expect(within(dialog).getByText('Chào mừng bạn đã quay trở lại!')).toBeVisible();
    expect(within(dialog).getByText('admin')).toBeVisible();
    expect(useAuthStore.getState().token).toBe('jwt-1');
    expect(storedItems()).toEqual({ user_data: JSON.stringify(adminUser) });
    expect(router.state.location.pathname).toBe('/login');

    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    expect(await screen.findByRole('heading', { name: 'Khu quản trị' })).toBeVisible();
  });

  it('returns to the page the guard came from', async () => {
    mockFetch({ 'POST /api/auth/login': loginOk });
    const from = { pathname: '/admin/products', search: '', hash: '', state: null, key: 'x' };
    const { user, router } = renderLogin({ pathname: '/login', state: { from } });

    await fillAndSubmit(user);
    await user.keyboard('{Escape}');

    expect(await screen.findByRole('heading', { name: 'Quản lý sản phẩm' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/products');
  });
});

describe('throttled sign-in (429)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const throttled = (seconds: number) => ({
    status: 429,
    headers: { 'Retry-After': String(seconds) },
    body: { error: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: tooManyAttemptsMessage(seconds) } },
  });

  it('shows the wait from the server and counts it down, the button disabled until it ends', async () => {
    // Only the clock and intervals are faked: Testing Library's own waits need the real setTimeout.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = mockFetch({ 'POST /api/auth/login': throttled(3) });
    const { user } = renderLogin();
    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));

    const dialog = screen.getByRole('dialog', { name: 'Lỗi đăng nhập' });
    expect(dialog.textContent).toContain('Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 3 giây.');
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    const box = screen.getByTestId('login-error');
    expect(box.textContent).toBe('Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 3 giây.');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(box.textContent).toBe('Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 2 giây.');
    await user.click(submitButton());
    expect(api.requests).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(box.textContent).toBe('Bạn đã đăng nhập sai quá nhiều lần. Thử lại sau 1 giây.');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('login route', () => {
  it('sends an already signed-in user to /admin', async () => {
    signInStore();
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Khu quản trị' })).toBeVisible();
  });

  it('waits while the stored session is being checked', () => {
    useAuthStore.setState({ isLoading: true, isAuthenticated: false });
    renderLogin();
    expect(screen.getByText('Đang xác thực...')).toBeVisible();
    expect(screen.queryByLabelText('Tên đăng nhập')).toBeNull();
  });
});

describe('two-step sign-in', () => {
  const challenged = { body: { twoFactorRequired: true, challenge: 'challenge-1', expiresIn: 300 } };

  async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
    await user.type(usernameField(), 'admin');
    await user.type(passwordField(), 'secret-1');
    await user.click(submitButton());
    return screen.findByRole('heading', { name: 'Xác thực hai bước' });
  }

  it('asks for the code after the password, and signs in with it', async () => {
    const api = mockFetch({
      'POST /api/auth/login': challenged,
      'POST /api/auth/login/two-factor': loginOk,
    });
    const { user, router } = renderLogin();
    await passwordStep(user);
    // No session yet.
    expect(useAuthStore.getState().isAuthenticated).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText(/Nhập mã gồm 6 chữ số/)).toBeVisible();
    await user.type(screen.getByLabelText('Mã xác thực'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));

    const dialog = await screen.findByRole('dialog', { name: 'Đăng nhập thành công' });
    expect(api.to('POST /api/auth/login/two-factor')[0]!.body).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(useAuthStore.getState().token).toBe('jwt-1');
    await user.click(within(dialog).getByRole('button', { name: 'Tiếp tục' }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('says a wrong code is wrong, and sends the user back to the password when the challenge has expired', async () => {
    let answers = 0;
    mockFetch({
      'POST /api/auth/login': challenged,
      'POST /api/auth/login/two-factor': () =>
        ++answers === 1
          ? apiError(401, 'Mã xác thực không đúng hoặc đã được dùng')
          : apiError(401, 'Phiên đăng nhập đã hết hạn, vui lòng nhập lại mật khẩu'),
    });
    const { user } = renderLogin();
    await passwordStep(user);

    await user.type(screen.getByLabelText('Mã xác thực'), '000000');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực không đúng hoặc đã được dùng')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Phiên đăng nhập đã hết hạn, vui lòng nhập lại mật khẩu')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  });

  it('takes a recovery code too', async () => {
    const api = mockFetch({ 'POST /api/auth/login': challenged, 'POST /api/auth/login/two-factor': loginOk });
    const { user } = renderLogin();
    await passwordStep(user);
    await user.type(screen.getByLabelText('Mã xác thực'), 'ABCDE-FGH23');
    await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await screen.findByRole('dialog', { name: 'Đăng nhập thành công' });
    expect(api.to('POST /api/auth/login/two-factor')[0]!.body).toMatchObject({ code: 'abcde-fgh23' });
  });
});
