// What a compiled card does in the engine, in words made from its compiled form (each word's own describe):
// for `playtest card NAME`, beside the printed text, so a reader sees what the engine plays, not what the card
// file says it plays. For people only: never on the hot path.
import { type CCard, Loyalty, type ModeC } from './core/cardform.js';
import { COLOR_NAMES, COMBAT_WORDS, FIRST_WORD_NAMES } from './core/constants.js';
import { subtypeName } from './core/subtypes.js';
import { costText, spellCostText } from './vocab/cost-registry.js';
import { verbOf } from './vocab/registry.js';
import { manaText } from './vocab/text.js';
import { triggerOf } from './vocab/trigger-registry.js';

const MANA_SYMBOLS = ['{W}', '{U}', '{B}', '{R}', '{G}', '{1}'];

const bitNames = (mask: number, names: readonly string[]): string[] =>
  names.filter((w, i) => w !== '' && (mask & (1 << i)) !== 0);

function modeText(m: ModeC): string {
  const does = m.program.map((ins) => verbOf(ins).describe(ins)).join('; then ') || 'nothing';
  const n = m.targets.length;
  return n === 0 ? does : `${n} target${n > 1 ? 's' : ''}: ${does}`;
}

const modesText = (ms: readonly ModeC[]): string =>
  ms.length === 1 ? modeText(ms[0]) : ms.map((m, i) => `mode ${i + 1}: ${modeText(m)}`).join(' / ');

/** One line per keyword set and ability: "Activated {T}: 1 target: deal 1 damage to target 0". */
export function explainCard(c: CCard): string[] {
  const out: string[] = [];
  const kw = [...bitNames(c.kw, FIRST_WORD_NAMES), ...bitNames(c.kw2, COMBAT_WORDS)];
  if (c.protSubtypes !== null) kw.push(`protection from ${c.protSubtypes.map(subtypeName).join(', ')}`);
  if (c.protManaValueAtLeast > 0) kw.push(`protection from converted mana cost ${c.protManaValueAtLeast} or greater`);
  if (c.unblockableByPower > 0) kw.push(`can't be blocked by creatures with power ${c.unblockableByPower} or greater`);
  if (c.minBlockers > 0) kw.push(`can't be blocked except by ${c.minBlockers} or more creatures`);
  if (c.unblockableByColors !== 0)
    kw.push(
      `can't be blocked by ${COLOR_NAMES.filter((_, i) => (c.unblockableByColors >> i) & 1).join(' or ')} creatures`,
    );
  if (c.onlyDefendersBlock) kw.push("can't be blocked except by creatures with defender");
  if (c.uncounterable) kw.push("can't be countered");
  if (kw.length > 0) out.push(`Keywords: ${kw.join(', ')}`);
  if (c.additionalCost !== null) out.push(`Additional cost to play it: ${spellCostText(c.additionalCost)}`);
  if (c.spell !== null) out.push(`Spell: ${modesText(c.spell)}`);
  for (const m of c.mana) {
    const mana = manaText(m.cost);
    const cost = [mana === '{0}' ? '' : mana, m.tap ? '{T}' : ''].filter((s) => s !== '').join(', ');
    const made = bitNames(m.colors, MANA_SYMBOLS).join(' or ');
    out.push(`Mana: ${cost || '{0}'}: add ${made}${m.pain > 0 ? `, ${m.pain} damage to you` : ''}`);
  }
  if (c.restrictedMana !== null) {
    const r = c.restrictedMana;
    const what = (r.filter?.subtypes ?? []).map(subtypeName).join(' or ');
    if (r.withX) out.push(`Mana: {T}: add {${r.amount}}, spent only on costs that contain {X}`);
    else
      out.push(
        `Mana: {T}: add ${r.amount === 1 ? 'one mana of any color' : `${r.amount} mana in any combination of colors`}, spent only on ${what} spells and activated abilities of ${what}s`,
      );
  }
  for (const a of c.activated) {
    const limits =
      a.loyalty !== Loyalty.None
        ? "a loyalty ability: as a sorcery, one of this permanent's a turn"
        : [
            a.sorcery ? 'as a sorcery' : '',
            a.maxPerTurn > 0 ? `at most ${a.maxPerTurn} a turn` : '',
            a.onlyIf !== null ? `only while a count is at least ${a.onlyIf.atLeast}` : '',
          ]
            .filter((s) => s !== '')
            .join(', ');
    out.push(
      `${a.manaAbility ? 'Mana' : 'Activated'}: ${costText(a)}: ${modesText(a.modes)}${limits ? ` (${limits})` : ''}`,
    );
  }
  for (const t of c.triggered) out.push(`Triggered (${triggerOf(t.event)?.name ?? 'delayed'}): ${modesText(t.modes)}`);
  c.statics.forEach((s, i) => {
    // The parts of one printed ability (418.5b): "part 2 of 2".
    const parts = c.statics.filter((x) => x.group === s.group).length;
    const part = parts > 1 ? `, part ${i - s.group + 1} of ${parts}` : '';
    out.push(`Static (layer ${s.layer}${part}): ${s.text || '(no text)'}`);
  });
  return out;
}
