// Engine-internal checks of the rules core that no scenario can reach: a control-changing row and the
// untap step, an event batch paused at a decision surviving a clone, memory growth keeping the game, and
// small facts of the replace stage (event flags, Flag.Found, a chosen-source shield left unused).
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../src/engine/core/continuous.js';
import { Decision, EventKind, Flag, Step, Zone } from '../src/engine/core/constants.js';
import { apply, decisionKind, decisionPlayer, optionCount } from '../src/engine/engine.js';
import {
  EffectField,
  Global,
  Game,
  grow,
  PlayerSlot,
  pl,
  ref,
  stateHash,
  flagsOf,
  setFlags,
} from '../src/engine/core/state.js';
import { flushEvents } from '../src/engine/batch/events.js';
import { propose, EventFlag } from '../src/engine/core/event-records.js';
import { nextTimestamp } from '../src/engine/core/zones.js';
import { setStepPause } from '../src/engine/api/game.js';
import {
  activePlayer,
  controllerOf,
  currentStep,
  isSick,
  isTapped,
  life,
  zoneObject,
  zoneOf,
} from '../src/engine/api/observe.js';
import { allocToken, placeObject, setScripted } from '../src/engine/api/setup.js';
import { buildScenario } from '../src/scenario/setup.js';
import { type Scenario, validateScenario } from '../src/scenario/spec.js';
import { drive } from '../src/scenario/drive.js';
import { readFileSync } from 'node:fs';
import { liveWords } from './state-words.js';

const pool = loadPool();
const lands = (n: number, name: string) => Array.from({ length: n }, () => name);
const build = (sc: Omit<Scenario, 'name'>) =>
  buildScenario({ name: 'engine core', ...sc }, pool, 'engine-core.test.ts');

describe('control and the untap step', () => {
  test("302.2 a creature whose control changed (a layer-2 row) untaps in its controller's untap step, not its owner's", () => {
    const { g, labels } = build({
      start: { turn: 1, active: 'A', step: 'end' },
      players: {
        A: { library: lands(5, 'Plains'), inPlay: [{ card: 'Grizzly Bears', id: 'gb', tapped: true }] },
        B: { library: lands(5, 'Plains') },
      },
    });
    const gb = labels.get('gb')!;
    addEffect(g, Layer.Control, ContinuousEffect.SetController, -1, ref(g, gb), 0, 1, 0, Until.Game, nextTimestamp(g));
    expect(controllerOf(g, gb)).toBe(1);
    setScripted(g, false);
    setStepPause(g, false);
    // Play on, passing, to B's turn (turn 2): B's untap step untaps B's permanents.
    while (!(activePlayer(g) === 1 && currentStep(g) >= Step.Upkeep)) apply(g, 0);
    expect(isTapped(g, gb)).toBe(false);
    expect(zoneOf(g, gb)).toBe(Zone.InPlay);
  });
});

describe('control and summoning sickness', () => {
  test("212.3d a creature whose control changed can't attack or tap for its new controller until that player's next turn", () => {
    const { g, labels } = build({
      start: { turn: 1, active: 'B', step: 'main1' },
      players: {
        A: { library: lands(5, 'Plains'), inPlay: [{ card: 'Llanowar Elves', id: 'le' }] },
        B: { library: lands(5, 'Plains') },
      },
    });
    const le = labels.get('le')!;
    expect(isSick(g, le)).toBe(false);
    addEffect(g, Layer.Control, ContinuousEffect.SetController, -1, ref(g, le), 0, 1, 0, Until.Game, nextTimestamp(g));
    expect(controllerOf(g, le)).toBe(1);
    expect(isSick(g, le)).toBe(true); // B gained it this turn
    setScripted(g, false);
    setStepPause(g, false);
    while (!(activePlayer(g) === 0 && currentStep(g) >= Step.Upkeep)) apply(g, 0);
    expect(isSick(g, le)).toBe(true); // A's turn: still B's, and B's turn hasn't begun again
    while (!(activePlayer(g) === 1 && currentStep(g) >= Step.Upkeep)) apply(g, 0);
    expect(isSick(g, le)).toBe(false);
  });
});

describe('events across decisions', () => {
  function atReplaceDecision(): Game {
    // Furnace of Rath (double) and a Samite Healer shield (prevent 1) both apply to Shock's damage to B.
    const { g } = build({
      players: {
        A: { hand: ['Shock'], library: lands(2, 'Plains'), inPlay: ['Mountain', 'Furnace of Rath'] },
        B: { library: lands(2, 'Plains'), inPlay: [{ card: 'Samite Healer', id: 'h1' }] },
      },
    });
    setStepPause(g, false);
    // A casts Shock at B; B answers with the healer; then everything resolves to B's Replace choice.
    const script = (kind: Decision): number => {
      for (let a = 0; a < optionCount(g); a++) {
        const v = g.m[g.options + a];
        // cast Shock
        if (kind === Decision.Priority && decisionPlayer(g) === 0 && g.m[g.stack] === 0 && v >>> 28 === 2) return a;
        if (kind === Decision.Priority && decisionPlayer(g) === 1 && v >>> 28 === 3) return a; // activate a healer
        if (kind === Decision.Target && v === -2) return a; // target B
      }
      return 0;
    };
    for (let n = 0; n < 200 && decisionKind(g) !== Decision.Replace; n++) apply(g, script(decisionKind(g)));
    expect(decisionKind(g)).toBe(Decision.Replace);
    return g;
  }

  test('419.9a a batch paused at a replacement choice survives cloneInto: both copies go on alike', () => {
    const g = atReplaceDecision();
    expect(g.m[g.eventCount]).toBeGreaterThan(0); // the damage event waits in the game's memory
    const h = new Game(g.cards, g.nA, g.nCards - g.nA);
    g.cloneInto(h);
    apply(g, 1);
    apply(h, 1);
    expect(stateHash(h)).toBe(stateHash(g));
    expect(liveWords(h)).toEqual(liveWords(g));
    expect(life(g, 0)).toBe(20);
    expect([17, 18]).toContain(life(g, 1)); // 4 less 1, or 1 doubled: which, depends on the option
  });

  test("growing a table keeps every fact (each region's words at its new place); clones of grown games adopt the layout", () => {
    const g = atReplaceDecision();
    const before = stateHash(g);
    const old = new Map([...g.regions].map(([name, [at, len]]) => [name, Array.from(g.m.subarray(at, at + len))]));
    grow(g, 'effects');
    grow(g, 'tokens');
    grow(g, 'events');
    for (const [name, words] of old) {
      const [at, len] = g.regions.get(name)!;
      const kept = Array.from(g.m.subarray(at, at + Math.min(len, words.length)));
      // (the per-controller lists are laid out by object capacity: they are built again, not kept)
      if (name !== 'manaSourceLists' && name !== 'activatableLists' && name !== 'listsBuilt')
        expect(kept, name).toEqual(words.slice(0, kept.length));
    }
    const h = new Game(g.cards, g.nA, g.nCards - g.nA); // default capacities: smaller
    g.cloneInto(h);
    expect(h.size).toBe(g.size);
    apply(g, 0);
    apply(h, 0);
    expect(stateHash(h)).toBe(stateHash(g));
    expect(before).not.toBe(''); // the layout changed, so the hash (keyed by offset) may differ from before
  });
});

describe('token slots', () => {
  test('a token that ceased to exist (420.5f) gives its slot to the next token; references to it stay stale; slots grow past the start', () => {
    const { g } = build({ players: { A: { library: lands(2, 'Plains') }, B: { library: lands(2, 'Plains') } } });
    const bears = pool.compiled('Grizzly Bears').id;
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t = allocToken(g, bears, 0);
      placeObject(g, t, Zone.InPlay);
      ids.push(t);
    }
    expect(new Set(ids).size).toBe(100); // more than the 32 slots a game starts with
    const first = ids[0];
    const oldRef = ref(g, first);
    placeObject(g, first, Zone.Graveyard);
    apply(g, 0); // the next check: 420.5f, the token in the graveyard ceases to exist
    expect(zoneOf(g, first)).toBe(Zone.None);
    const again = allocToken(g, bears, 1);
    expect(again).toBe(first);
    expect(ref(g, again)).not.toBe(oldRef);
  });
});

describe('the replace stage: small facts', () => {
  test('event flags are distinct bits (a Tap for mana is not a shield already asked, 419.7b)', () => {
    expect(EventFlag.ShieldOrdered & EventFlag.ForMana).toBe(0);
    expect(
      EventFlag.ShieldOrdered &
        (EventFlag.WasReplaced |
          EventFlag.Tracked |
          EventFlag.Replaced |
          EventFlag.RevealToHand |
          EventFlag.Revealing |
          EventFlag.LifeLost),
    ).toBe(0);
  });

  // A card revealed by a replaced draw (Abundance, replace-draw.ts) carries Flag.Found until it moves; if a
  // replacement stops its move to the hand, the flag must not stay on the card left in the library (the
  // determinization would keep it in place as a known card). EventFlag.Stays stands for such a replacement (none
  // in the pool replaces a move to the hand).
  for (const stays of [true, false]) {
    test(
      stays
        ? 'a revealed card whose move to the hand does not happen is no longer Found'
        : 'the move that happens takes the revealed card to the hand',
      () => {
        const { g } = build({
          start: { turn: 1, active: 'A', step: 'main1' },
          players: { A: { library: lands(3, 'Forest') }, B: { library: lands(3, 'Island') } },
        });
        const id = zoneObject(g, Zone.Library, 0, 2);
        setFlags(g, id, flagsOf(g, id) | Flag.Found);
        propose(
          g,
          EventKind.Move,
          ref(g, id),
          -1,
          0,
          Zone.Hand,
          -1,
          EventFlag.RevealToHand | (stays ? EventFlag.Stays : 0),
        );
        expect(flushEvents(g)).toBe(true);
        expect(zoneOf(g, id)).toBe(stays ? Zone.Library : Zone.Hand);
        expect(flagsOf(g, id) & (Flag.Found | Flag.Revealed)).toBe(stays ? 0 : Flag.Revealed);
      },
    );
  }

  // 419.8b: a shield for sources with a property that prevents nothing is not used up. The scenario
  // 419.8b-circle-... checks the damage; this checks the shield is still there after it.
  const shields = (g: Game) => {
    let n = 0;
    for (let e = 0; e < g.m[Global.EffN]; e++) {
      const r = g.effects + e * EffectField.SIZE;
      if (
        g.m[r + EffectField.Layer] === Layer.Replacement &&
        g.m[r + EffectField.What] === ContinuousEffect.PreventNextFromSource
      )
        n++;
    }
    return n;
  };
  for (const greenAgain of [true, false]) {
    test(
      greenAgain
        ? '419.8b Circle of Protection: Red: the chosen Wild Mongrel, green again, deals its damage and the shield stays for the turn'
        : "419.8b the same without the last color change: the red Mongrel's damage is prevented and the shield used up",
      () => {
        const file = 'test/scenarios/rules/419.8b-circle-of-protection-source-no-longer-red.json';
        const data = JSON.parse(readFileSync(file, 'utf8'));
        if (!greenAgain) data.actions = data.actions.slice(0, -3); // no second activation
        const sc = validateScenario(data, file);
        const { g, labels } = buildScenario(sc, pool, file);
        expect(drive(g, labels, sc)).toEqual([]);
        expect(pl(g, 1, PlayerSlot.Life)).toBe(greenAgain ? 16 : 20);
        expect(shields(g)).toBe(greenAgain ? 1 : 0);
      },
    );
  }
});
