import { afterIdFilter, mapItems, pagedItems } from './pagedSource';

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of source) items.push(item);
  return items;
}

describe('pagedItems', () => {
  it('reads every page in order, asking each for the items after the last one read', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i);
    const asked: (number | null)[] = [];
    const items = await collect(
      pagedItems(async (after: number | null) => {
        asked.push(after);
        const start = after === null ? 0 : after + 1;
        return all.slice(start, start + 3);
      }, 3),
    );
    expect(items).toEqual(all);
    // 3 + 3 + 1: the short page is the last, no request for an empty one
    expect(asked).toEqual([null, 2, 5]);
  });

  it('asks for one more page when the last one is full, and stops at an empty one', async () => {
    const asked: (number | null)[] = [];
    const items = await collect(
      pagedItems(async (after: number | null) => {
        asked.push(after);
        return after === null ? [1, 2] : [];
      }, 2),
    );
    expect(items).toEqual([1, 2]);
    expect(asked).toEqual([null, 2]);
  });

  it('fetches nothing before it is read and no further page once the reader stops', async () => {
    const fetchPage = vi.fn(async (after: number | null) => (after === null ? [1, 2] : [3, 4]));
    const source = pagedItems(fetchPage, 2);
    expect(fetchPage).not.toHaveBeenCalled();
    for await (const item of source) if (item === 1) break;
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('passes a failed page on to the reader', async () => {
    const source = pagedItems(async () => {
      throw new Error('offline');
    }, 2);
    await expect(collect(source)).rejects.toThrow('offline');
  });
});

describe('afterIdFilter', () => {
  it('keeps the filter for the first page', () => {
    expect(afterIdFilter(' n > 1 ', null)).toBe('n > 1');
    expect(afterIdFilter('', null)).toBe('');
  });

  it('adds the id after which the page starts, the filter kept whole in parentheses', () => {
    expect(afterIdFilter('a = 1 || b = 2', 'abc123')).toBe('(a = 1 || b = 2) && id > "abc123"');
    expect(afterIdFilter('', 'abc123')).toBe('id > "abc123"');
  });

  it('takes any id the server gives, and refuses one that could change the filter', () => {
    expect(afterIdFilter('', 'custom-id_(1)!')).toBe('id > "custom-id_(1)!"');
    expect(() => afterIdFilter('', 'x" || id != "')).toThrow();
    expect(() => afterIdFilter('', 'x\\')).toThrow();
  });
});

describe('mapItems', () => {
  it('maps each item as it is read, and stops reading the source with the reader', async () => {
    let read = 0;
    async function* numbers() {
      for (let i = 1; i <= 5; i += 1) {
        read = i;
        yield i;
      }
    }
    const doubled: number[] = [];
    for await (const item of mapItems(numbers(), (n) => n * 2)) {
      doubled.push(item);
      if (item === 4) break;
    }
    expect(doubled).toEqual([2, 4]);
    expect(read).toBe(2);
  });
});
