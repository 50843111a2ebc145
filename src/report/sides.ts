// Which decks a run ranks. In a round robin every deck is measured against the others; in a gauntlet
// (--vs) the decks under test are, and the --vs decks are the field they are measured against: shown
// as context (opponents in the matchup tables), never the strongest deck, the leader or the source of
// the headline card impacts, and a gauntlet has no metagame (its field decks never met each other).

export interface DeckSides {
  /** The decks that are ranked: every deck of a round robin, the decks under test of a gauntlet. */
  ranked: ReadonlySet<string>;
  gauntlet: boolean;
}

/** From a run's decks and --vs decks (a RunConfig, or a manifest's inputs). */
export function deckSides(run: { decks: readonly { name: string }[]; vs: readonly { name: string }[] }): DeckSides {
  return { ranked: new Set(run.decks.map((d) => d.name)), gauntlet: run.vs.length > 0 };
}
