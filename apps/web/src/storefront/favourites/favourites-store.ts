import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const FAVOURITES_STORAGE_KEY = 'favourites';

interface FavouritesState {
  ids: number[];
  toggle: (productId: number) => void;
}

/** Favourite products, kept on this device only (no account needed). */
export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      ids: [],
      toggle: (id) => set((s) => ({ ids: s.ids.includes(id) ? s.ids.filter((x) => x !== id) : [...s.ids, id] })),
    }),
    {
      name: FAVOURITES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => {
        const raw = (persisted as { ids?: unknown } | undefined)?.ids;
        const ids = Array.isArray(raw) ? raw.filter((x): x is number => Number.isSafeInteger(x) && x > 0) : [];
        return { ...current, ids };
      },
    },
  ),
);

export const useIsFavourite = (productId: number) => useFavouritesStore((s) => s.ids.includes(productId));
