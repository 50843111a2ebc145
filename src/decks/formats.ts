// The deck formats people paste, read into numbered card lines: plain text ("4 Grizzly Bears"),
// MTG Arena exports (Deck/Sideboard/Commander/Companion headers, "(10E) 274" suffixes), MTGO lists
// ("SB: 2 Shock", a blank line before the sideboard) and Forge .dck files ([metadata] Name=, [Main],
// [Sideboard], "4 Name|10E|1"). Names are matched later (parse.ts); each line offers the names it may
// mean, the whole text first, so a card whose name holds "|", "(" or "#" is still found.

export type DeckFormat = 'text' | 'arena' | 'mtgo' | 'forge';
export const FORMAT_NAMES: Record<DeckFormat, string> = {
  text: 'plain text',
  arena: 'MTG Arena',
  mtgo: 'MTGO',
  forge: 'Forge .dck',
};

/** Copies on one line: a playset is 4, a pile of basics a few dozen; 250 is far past any real deck. */
export const MAX_COUNT = 250;
/** A card name is at most 200 characters; a set code, a number and a comment fit in the rest. */
export const MAX_LINE = 300;
/** An MTGO list's blank-line sideboard holds at most this many cards (15 in constructed). */
const MAX_BLANK_SIDEBOARD = 15;

export interface DeckLine {
  line: number;
  raw: string;
  count: number;
  /** Names this line may mean, most literal first. */
  names: string[];
  board: 'main' | 'side';
}

export interface DeckSource {
  format: DeckFormat;
  /** The deck's name from the file's own metadata (Forge Name=, Arena About/Name). */
  name?: string;
  lines: DeckLine[];
  /** Errors, each "line: text: what was wrong (expected ...)", without the file. */
  problems: { line: number; message: string }[];
  /** Warnings, each with its line. */
  notes: { line: number; message: string }[];
  /** Sideboard plans: `vs OPPONENT: -2 Shock +2 Pyroclasm` lines (decks/plans.ts reads them). */
  plans: PlanLine[];
}

export interface PlanLine {
  line: number;
  raw: string;
  opponent: string;
  items: string;
}

/** `vs red-burn: -2 Shock +2 Pyroclasm`: a sideboard plan, in any format and section. */
const PLAN_LINE = /^vs\s+(.*?)\s*:\s*(.*)$/i;

/** Takes a plan line into `src`; false when the line is something else. */
function planLine(line: string, at: number, src: DeckSource): boolean {
  const m = PLAN_LINE.exec(line);
  if (!m) return false;
  src.plans.push({ line: at, raw: line, opponent: m[1], items: m[2] });
  return true;
}

/** Splits text into lines (any line end; a byte-order mark dropped). */
export function deckLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

export function readDeckSource(text: string, file: string): DeckSource {
  const lines = deckLines(text);
  const forge = /\.dck$/i.test(file) || lines.some((l) => /^\s*\[(metadata|main|sideboard)\]\s*$/i.test(l));
  return forge ? readForge(lines) : readText(lines);
}

const SECTION = /^\s*\[([^\]]*)\]\s*$/;

function readForge(lines: string[]): DeckSource {
  const src: DeckSource = { format: 'forge', lines: [], problems: [], notes: [], plans: [] };
  let section = 'main';
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    if (tooLong(raw, i + 1, src) || planLine(line, i + 1, src)) return;
    const head = SECTION.exec(line);
    if (head) {
      section = head[1].trim().toLowerCase();
      if (!['metadata', 'main', 'sideboard', 'commander'].includes(section)) {
        src.notes.push({
          line: i + 1,
          message: `section [${head[1]}] is not played (expected [Main], [Sideboard] or [metadata])`,
        });
      }
      return;
    }
    if (section === 'metadata') {
      const kv = /^name\s*=\s*(.*)$/i.exec(line);
      if (kv && kv[1].trim() !== '') src.name = kv[1].trim();
      return;
    }
    if (!['main', 'sideboard', 'commander'].includes(section)) return;
    cardLine(line, i + 1, section === 'sideboard' ? 'side' : 'main', src);
  });
  return src;
}

const HEADER = /^(deck|main|maindeck|main deck|commander|companion|sideboard|side ?board|about)\s*:?$/i;

function readText(lines: string[]): DeckSource {
  const src: DeckSource = { format: 'text', lines: [], problems: [], notes: [], plans: [] };
  let board: 'main' | 'side' = 'main';
  let about = false;
  let marked = false; // a header, a comment or an SB: line: the file says where its sideboard is
  const groups: DeckLine[][] = [[]];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') {
      if (groups[groups.length - 1].length > 0) groups.push([]);
      return;
    }
    if (tooLong(raw, i + 1, src) || planLine(line, i + 1, src)) return;
    if (/^(#|\/\/)/.test(line)) {
      marked = true;
      if (/^(#|\/\/)\s*sideboard\s*:?$/i.test(line)) board = 'side';
      return;
    }
    const head = HEADER.exec(line);
    if (head) {
      marked = true;
      src.format = 'arena';
      const h = head[1].toLowerCase().replace(/\s/g, '');
      about = h === 'about';
      board = h === 'sideboard' || h === 'companion' ? 'side' : 'main';
      return;
    }
    if (about) {
      const n = /^name\s+(.+)$/i.exec(line);
      if (n) {
        src.name = n[1].trim();
        return;
      }
    }
    let text = line;
    let lineBoard = board;
    const sb = /^SB:\s*(.*)$/i.exec(line);
    if (sb) {
      marked = true;
      src.format = 'mtgo';
      text = sb[1];
      lineBoard = 'side';
    }
    const entry = cardLine(text, i + 1, lineBoard, src);
    if (entry) {
      groups[groups.length - 1].push(entry);
      if (src.format === 'text' && /\s\([A-Za-z0-9]{2,6}\)(\s+\S+)?$/.test(text)) src.format = 'arena';
    }
  });
  // An MTGO or older Arena export without headers: the main deck, one blank line, the sideboard.
  const filled = groups.filter((g) => g.length > 0);
  if (!marked && filled.length === 2 && filled[1].reduce((n, e) => n + e.count, 0) <= MAX_BLANK_SIDEBOARD) {
    for (const e of filled[1]) e.board = 'side';
    if (src.format === 'text') src.format = 'mtgo';
  }
  return src;
}

function tooLong(raw: string, line: number, src: DeckSource): boolean {
  if (raw.length <= MAX_LINE) return false;
  src.problems.push({
    line,
    message: `line of ${raw.length} characters: too long (expected at most ${MAX_LINE}: a count and a card name)`,
  });
  return true;
}

/** "4 Name", "4x Name" or "Name" (one copy); null after recording a problem. */
function cardLine(text: string, line: number, board: 'main' | 'side', src: DeckSource): DeckLine | null {
  let count = 1;
  let name = text.trim();
  const m = /^(\S+)\s+(.+)$/.exec(name);
  if (m && /^[-+]?[\d.]/.test(m[1])) {
    const digits = /^(\d{1,9})[xX]?$/.exec(m[1]);
    const n = digits ? Number(digits[1]) : NaN;
    if (!(n >= 1 && n <= MAX_COUNT)) {
      src.problems.push({
        line,
        message: `"${clip(text)}": bad count "${clip(m[1])}" (expected a whole number of copies from 1 to ${MAX_COUNT}, like "4" or "4x")`,
      });
      return null;
    }
    count = n;
    name = m[2].trim();
  } else if (/^\d+[xX]?$/.test(name)) {
    src.problems.push({
      line,
      message: `"${clip(text)}": a count without a card name (expected a line like "4 Grizzly Bears")`,
    });
    return null;
  }
  const entry: DeckLine = { line, raw: text.trim(), count, names: candidates(name), board };
  src.lines.push(entry);
  return entry;
}

/** The name as written, then without a trailing comment, then without a set suffix. */
function candidates(name: string): string[] {
  const out = [name];
  const add = (n: string) => {
    n = n.trim();
    if (n !== '' && !out.includes(n)) out.push(n);
  };
  const bare = name.replace(/\s+(#|\/\/).*$/, '');
  add(bare);
  add(
    bare
      .replace(/\s*\*[A-Za-z]+\*\s*$/, '') // Arena's "*F*" (foil)
      .replace(/\s+\([A-Za-z0-9]{2,6}\)(\s+\S+)?$/, '') // "(10E) 274"
      .replace(/\s+\[[A-Za-z0-9]{2,6}\](\s+\S+)?$/, ''),
  ); // "[10E]"
  add(bare.replace(/\|[^|]*(\|[^|]*)?$/, '')); // Forge "|10E|1"
  return out;
}

export function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}
