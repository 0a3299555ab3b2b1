import { NAME_TAKEN } from '@shop/core/text';
import { conflict, pgErrorCode } from './errors.ts';

/** 409 "Tên đã tồn tại", reported at the form's name field. */
const nameTaken = () => conflict(NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);

/**
 * Runs a write of a row whose only unique key (besides the id) is its folded name: a unique
 * violation means another row has the name, and is answered as `nameTaken`. The index, not a
 * look-up before the write, decides, so two saves at the same time cannot both pass.
 */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw nameTaken();
    throw err;
  }
}
