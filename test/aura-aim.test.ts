// agents/cardinfo.ts auraHarms reads what each static ability word says it does (its aim, vocab/static.ts):
// over the whole built-in pool it gives the answer the API's older auraHarms gave from the rows' own codes.
import { describe, expect, test } from 'vitest';
import { auraHarms } from '../agents/cardinfo.js';
import { loadPool } from '../src/cards/pool.js';
import { Attach, type CCard } from '../src/engine/core/cardform.js';
import { Keyword } from '../src/engine/core/constants.js';
import { ContinuousEffect } from '../src/engine/core/continuous.js';

/** The older auraHarms (src/engine/api.ts before the split), reading the static rows. */
function rowsHarm(c: CCard): boolean {
  for (const st of c.statics) {
    if (!st.filter.attached) continue;
    if (st.what === ContinuousEffect.SetController || (st.what === ContinuousEffect.Pump && (st.a < 0 || st.b < 0)))
      return true;
    if (
      st.what === ContinuousEffect.AddKeywords &&
      (st.a & (Keyword.CantAttack | Keyword.CantBlock | Keyword.NoUntap)) !== 0
    )
      return true;
  }
  return false;
}

describe("an Aura's aim from its static words", () => {
  test('the same answer as the rows gave, for every card of the pool', () => {
    const cards = loadPool().cards.filter((c) => c !== undefined && c !== null);
    const differ = cards.filter((c) => auraHarms(c) !== rowsHarm(c)).map((c) => c.name);
    expect(differ).toEqual([]);
    const auras = cards.filter((c) => c.attachKind === Attach.Aura);
    expect(auras.length).toBeGreaterThan(20);
    // Both answers occur: Pacifism-like Auras harm, Holy Strength-like ones help.
    expect(auras.filter((c) => auraHarms(c)).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Pacifism', 'Persuasion', 'Dehydration']),
    );
    expect(auras.filter((c) => !auraHarms(c)).map((c) => c.name)).toEqual(
      expect.arrayContaining(['Holy Strength', "Serra's Embrace", 'Treetop Bracers']),
    );
  });
});
