import type { JsonObject } from './collectionsImport';
import { countChanges } from './importChanges';
import { analyseImport, analysisSteps } from './importAnalysis';
import { runSteps } from './importSteps';
import { serverCollection, POSTS, TAGS, EXISTING, clone, text } from './collectionsImport.fixtures';

describe('analysis', () => {
  it('analyses a valid paste against the raw server collections', () => {
    const analysis = analyseImport(text([{ ...POSTS, listRule: '' }]), EXISTING, true);
    expect(analysis.status).toBe('valid');
    expect(analysis.changes.deleted.map((c) => c.name)).toEqual(['tags']);
    expect(analysis.changes.changed.map((c) => c.name)).toEqual(['posts']);
    expect(analysis.collections[0]).not.toHaveProperty('created');
  });

  it('an invalid paste has no changes', () => {
    expect(analyseImport('{', EXISTING, true)).toMatchObject({ status: 'invalid', hasIdMismatches: false });
    expect(countChanges(analyseImport('[]', EXISTING, true).changes)).toBe(0);
  });

  it('runSteps gives the browser a turn between slices and gives the same result', async () => {
    const config = text([{ ...POSTS, listRule: '' }, TAGS]);
    const sync = analyseImport(config, EXISTING, true);
    let turns = 0;
    const timer = setInterval(() => (turns += 1), 0);
    const sliced = await runSteps(analysisSteps(config, EXISTING, true), { sliceMs: 0 });
    clearInterval(timer);
    expect(sliced).toEqual(sync);
    expect(turns).toBeGreaterThan(0);
  });

  it('runSteps stops once its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      runSteps(analysisSteps(text([POSTS]), EXISTING, true), { signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });
});

describe('big configurations (performance sanity)', () => {
  /** `count` collections of 20 text fields each, as the server lists them. */
  function many(count: number, from = 1): JsonObject[] {
    return Array.from({ length: count }, (_, i) => {
      const n = String(from + i).padStart(3, '0');
      return serverCollection(
        `big_${n}_00000000`.slice(0, 15),
        `big_${n}`,
        Array.from({ length: 20 }, (_, f) => ({ id: `big${n}f${f}`, name: `field_${f}` })),
        { listRule: '@request.auth.id != ""' },
      );
    });
  }

  it('200 collections of 20 fields against 150 existing (100 changed) analyse quickly, in small steps', async () => {
    const existing = many(150);
    const config = many(200).map((c, i) => {
      if (i >= 100) return c;
      const changed = clone(c) as JsonObject & { schema: JsonObject[] };
      changed.schema[3] = { ...changed.schema[3], name: 'renamed' };
      return changed;
    });
    const pasted = text(config);
    const t0 = performance.now();
    const analysis = analyseImport(pasted, existing, true);
    const elapsed = performance.now() - t0;
    expect(analysis.changes.changed).toHaveLength(100);
    expect(analysis.changes.added).toHaveLength(50);
    expect(analysis.changes.deleted).toHaveLength(0);
    expect(elapsed).toBeLessThan(1500);

    // sliced: no slice runs much past its budget (parse is one slice; the rest step by collection)
    const slices: number[] = [];
    let start = performance.now();
    const steps = analysisSteps(pasted, existing, true);
    for (let step = steps.next(); !step.done; step = steps.next()) {
      const now = performance.now();
      slices.push(now - start);
      start = now;
    }
    slices.sort((a, b) => b - a);
    // the longest step is the JSON.parse of the whole text; a step per collection is far below it
    expect(slices[2]).toBeLessThan(50);
  });
});
