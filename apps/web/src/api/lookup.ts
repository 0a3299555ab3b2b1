import { useMutation } from '@tanstack/react-query';

/**
 * A public look-up of /bao-hanh sent from its form (a warranty by serial, a service ticket by code,
 * each with the phone): `lookupWarranty` or `lookupService`, with the form's error handling.
 */
export function usePublicLookup<T>(
  lookup: (key: string, phone: string) => Promise<T>,
  callbacks: { onError?: (error: Error) => void } = {},
) {
  return useMutation({
    mutationFn: ({ key, phone }: { key: string; phone: string }) => lookup(key, phone),
    ...callbacks,
  });
}
