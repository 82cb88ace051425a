import { describe, expect, it } from 'vitest';
import { moveSelection, NO_SELECTION, reconcileSelection, selectId } from '../../src-renderer/views/selection';

describe('list selection that survives changes from main', () => {
  it('follows the selected item when rows are added above it (an agent added a task)', () => {
    expect(reconcileSelection([9, 1, 2, 3], { id: 2, index: 1 })).toEqual({ id: 2, index: 2 });
  });

  it('stays at the same position when the selected item leaves (completed under "pending")', () => {
    expect(reconcileSelection([1, 3, 4], { id: 2, index: 1 })).toEqual({ id: 3, index: 1 });
    // The last row left: the new last row is selected.
    expect(reconcileSelection([1, 2], { id: 3, index: 2 })).toEqual({ id: 2, index: 1 });
  });

  it('selects the first row of a list that had no selection, and nothing in an empty list', () => {
    expect(reconcileSelection([5, 6], NO_SELECTION)).toEqual({ id: 5, index: 0 });
    expect(reconcileSelection([], { id: 5, index: 0 })).toEqual(NO_SELECTION);
  });

  it('moves by j/k without wrapping past either end', () => {
    const ids = [1, 2, 3];
    expect(moveSelection(ids, { id: 1, index: 0 }, 1)).toEqual({ id: 2, index: 1 });
    expect(moveSelection(ids, { id: 3, index: 2 }, 1)).toEqual({ id: 3, index: 2 });
    expect(moveSelection(ids, { id: 1, index: 0 }, -1)).toEqual({ id: 1, index: 0 });
    // The first row shows as selected before any key, so j goes to the second.
    expect(moveSelection(ids, NO_SELECTION, 1)).toEqual({ id: 2, index: 1 });
  });

  it('selects a given id only when it is listed', () => {
    expect(selectId([4, 5], 5, NO_SELECTION)).toEqual({ id: 5, index: 1 });
    expect(selectId([4, 5], 7, { id: 4, index: 0 })).toEqual({ id: 4, index: 0 });
  });
});
