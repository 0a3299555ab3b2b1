import type { FeaturedImage } from '@shop/core/schemas/setting';
import { describe, expect, it } from 'vitest';
import { addFeatured, canMove, moveFeatured, normalizeFeatured, removeFeatured } from './featured-images';

const img = (id: number, order: number): FeaturedImage => ({
  id,
  path: `/uploads/${id}.webp`,
  filename: `${id}.png`,
  order,
});
const list = [img(1, 0), img(2, 1), img(3, 2)];
const shape = (items: FeaturedImage[]) => items.map((i) => [i.id, i.order]);

describe('featured images list rules', () => {
  it('appends an added image with order = the previous count', () => {
    expect(shape(addFeatured(list, { id: 9, path: '/uploads/9.webp', filename: '9.png' }))).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [9, 3],
    ]);
    expect(addFeatured([], { id: 9, path: '/uploads/9.webp', filename: '9.png' })[0]!.order).toBe(0);
  });

  it('renumbers after a delete', () => {
    expect(shape(removeFeatured(list, 0))).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(shape(removeFeatured(list, 1))).toEqual([
      [1, 0],
      [3, 1],
    ]);
  });

  it('swaps with the neighbour and renumbers when moving up or down', () => {
    expect(shape(moveFeatured(list, 2, 'up'))).toEqual([
      [1, 0],
      [3, 1],
      [2, 2],
    ]);
    expect(shape(moveFeatured(list, 0, 'down'))).toEqual([
      [2, 0],
      [1, 1],
      [3, 2],
    ]);
  });

  it('moves nothing past the ends, where the buttons are disabled', () => {
    expect(shape(moveFeatured(list, 0, 'up'))).toEqual(shape(list));
    expect(shape(moveFeatured(list, 2, 'down'))).toEqual(shape(list));
    expect([
      canMove(list, 0, 'up'),
      canMove(list, 0, 'down'),
      canMove(list, 2, 'up'),
      canMove(list, 2, 'down'),
    ]).toEqual([false, true, true, false]);
  });

  it('reads a stored list in order and numbers it from 0', () => {
    expect(shape(normalizeFeatured([img(5, 7), img(4, 2), img(6, 9)]))).toEqual([
      [4, 0],
      [5, 1],
      [6, 2],
    ]);
  });

  it('does not change the list it was given', () => {
    const copy = structuredClone(list);
    moveFeatured(list, 1, 'up');
    removeFeatured(list, 1);
    addFeatured(list, { id: 9, path: '/uploads/9.webp', filename: '9.png' });
    expect(list).toEqual(copy);
  });
});
