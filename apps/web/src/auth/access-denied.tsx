import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../components/ui/button';

/** Shown by the guard when the signed-in user's role is not the one the page needs. */
export function AccessDenied({ role }: { role: string }) {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <span className="mx-auto inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-xl font-semibold text-ink">Không có quyền truy cập</h1>
        <p className="mt-2 text-sm leading-relaxed text-stone-600">
          Bạn không có quyền truy cập vào trang này. Yêu cầu quyền: {role}
        </p>
        <Button variant="dark" className="mt-6" onClick={() => void navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </Button>
      </div>
    </main>
  );
}
