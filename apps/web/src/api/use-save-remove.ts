import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** The writes of one resource, as api/<resource>.ts exports them. */
export interface ResourceWrites<Body, Saved> {
  create: (body: Body) => Promise<Saved>;
  update: (id: number, body: Body) => Promise<Saved>;
  remove: (id: number) => Promise<unknown>;
}

/**
 * `save` (create, or update with `id`) and `remove` of one resource; after either succeeds, every
 * query under the keys of `refresh` is reloaded.
 */
export function useSaveRemove<Body, Saved>(writes: ResourceWrites<Body, Saved>, refresh: QueryKey[]) {
  const qc = useQueryClient();
  const reload = () => Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey })));
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: Body }) => (id ? writes.update(id, body) : writes.create(body)),
      onSuccess: reload,
    }),
    remove: useMutation({ mutationFn: writes.remove, onSuccess: reload }),
  };
}
