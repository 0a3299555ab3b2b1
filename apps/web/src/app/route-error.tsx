import { RotateCw } from 'lucide-react';
import { Button } from '../components/ui/button';

/**
 * Error boundary of each lazy route: a failed chunk download (e.g. after a new release) or a
 * rendering error. Reloading fetches the current build.
 */
export function RouteError() {
  return (
    <main role="alert" className="flex min-h-dvh items-center justify-center bg-ivory p-6">
      <div className="w-full max-w-md text-center">
        <h1 className="text-xl font-semibold text-ink">Đã có lỗi xảy ra</h1>
        <p className="mt-2 text-sm leading-relaxed text-stone-600">
          Không thể hiển thị trang này. Vui lòng tải lại trang hoặc thử lại sau.
        </p>
        <Button variant="dark" className="mt-6" onClick={() => window.location.reload()}>
          <RotateCw className="size-4" aria-hidden="true" />
          Tải lại trang
        </Button>
      </div>
    </main>
  );
}
